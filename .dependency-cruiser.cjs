// Import-circle check (dependency-cruiser): `npm run check:circles`, also a step of `npm test`;
// it also keeps shared's Node.js entries out of code that reaches a browser.
// It reads the TypeScript sources of every workspace package (the folders are listed in the
// root package.json script). Imports of '@temple/shared/…', from the apps and from shared
// itself, resolve through the "exports" of shared/package.json to the .ts files under
// shared/, so a circle that goes through a package import is found too; the second rule
// fails the check when such an import stops resolving there, instead of losing its circles.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'This module imports itself through other modules. Break the circle: move what both sides need ' +
        'into a module of its own, or import the leaf module instead of an index that re-exports it.',
      from: {},
      to: {
        circular: true,
        // `import type` is erased at build time (verbatimModuleSyntax), so a circle made of
        // type-only imports cannot run; every step of a reported circle is a real import.
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
    {
      name: 'node-only-entries-stay-out-of-the-browser',
      severity: 'error',
      comment:
        'Code that reaches a browser imports no build preset, prerendering, HTML rewriting or test helper: ' +
        'those run on Node.js (at build time, in the page server, in tests) and would pull Node modules into a page.',
      from: {
        path: '^(shell|mfe-[a-z]+|shared)/src/',
        pathNot: ['[.]test[.]tsx?$', '/src/app/prerender[.]tsx$', '^shared/src/(prerender|html|testing)/'],
      },
      to: { path: '^shared/(build|src/(prerender|html|testing))/' },
    },
    {
      name: 'features-meet-at-their-entry',
      severity: 'error',
      comment:
        "A feature uses another feature of its app only through that feature's index.ts, what it offers the " +
        'rest of the app; its other files are its own to change. Export what is needed from the index, and ' +
        'for a part loaded on demand, a function that imports it (the index stays out of that chunk).',
      from: { path: '^(shell|mfe-[a-z]+|api)/src/features/([^/]+)/' },
      to: {
        path: '^$1/src/features/',
        pathNot: ['^$1/src/features/$2/', '^$1/src/features/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'api-features-stand-on-the-platform',
      severity: 'error',
      comment:
        "The API's features use src/platform/ (configuration, database, errors, validation); src/app/ wires them " +
        "together. A feature takes only the context's type from src/app/.",
      from: { path: '^api/src/(features|platform)/', pathNot: '[.]test[.]ts$' },
      to: {
        path: '^api/src/app/',
        pathNot: '^api/src/app/app-context[.]ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'node-code-takes-no-browser-entry',
      severity: 'error',
      comment:
        'The API, the page server, the build scripts and the browser tests (which drive a browser ' +
        'from Node.js) run on Node.js: from shared they take @temple/shared/contracts and the Node ' +
        'entries, never the browser entries (the kit, the API client, the federation runtime, the ' +
        'DOM helpers). The single-bundle benchmark under e2e/perf/monolith is a browser app.',
      from: { path: '^(api|page-server|scripts)/|^e2e/(support|tests|perf/lib)/|^e2e/perf/[^/]+[.]ts$' },
      to: {
        path: '^shared/src/(index|core)[.]ts$|^shared/src/(ui|dom|a11y|app-frame|hero-video|dialog-history|donation-intent)/|^shared/src/federation/remote-modules[.]ts$|^shared/src/api/(api-client|api-instance|http)[.]ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'workspace-import-resolves',
      severity: 'error',
      comment:
        'An import of @temple/shared that does not resolve to its file under shared/ (a missing "exports" ' +
        'entry, or resolve options that stop at the node_modules link) would hide every circle through it.',
      from: {},
      to: { path: '^@temple/|(^|/)node_modules/@temple/' },
    },
  ],
  options: {
    // Built, installed and generated files are not sources. A package from npm cannot import
    // one of ours, so leaving them out of the graph loses no circle and keeps the check fast.
    exclude: {
      path: [
        // node_modules/@temple/… stays in, for the 'workspace-import-resolves' rule to see.
        '(^|/)node_modules($|/(?!@temple/))',
        '(^|/)(dist|[.]tsbuild|[.]mf|@mf-types|coverage)(/|$)',
        '^e2e/[.]artifacts(/|$)',
        '^api/data(/|$)',
        '[.]generated[.]',
      ],
    },
    // '@temple/shared' is a symlink in node_modules; with preserveSymlinks off it resolves to
    // its real path (shared/src/…, through the "exports" of shared/package.json), which is
    // neither excluded nor left unfollowed, so it is read like any other source.
    doNotFollow: { path: '(^|/)node_modules(/|$)' },
    preserveSymlinks: false,
    // Reads `import type` as well (marked 'type-only', see the rule above) instead of the
    // JavaScript that tsc would emit.
    tsPreCompilationDeps: true,
    // No tsconfig of the repo declares `paths` or `baseUrl`; if one ever does, name it here.
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'],
    },
    progress: { type: 'none' },
  },
};
