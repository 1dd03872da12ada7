import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, mergeRsbuildConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { PageRoute } from '../src/config/site-routes';
import { REMOTE_ENTRY_FILE } from '../src/federation/remote-manifest';
import { federationRuntimeEsmAliases } from './federation-runtime-esm';
import { pluginLocalModules } from './local-modules';
import { mantineContextShares } from './mantine-contexts';
import { PRERENDER_ENVIRONMENT, pluginPrerender, prerenderEnvironment } from './prerender';
import { releaseOf } from './release';
import { pluginRoutesFile } from './routes-file';
import { SHARED_SINGLETONS, shellShared } from './shared-singletons';
import { pluginStandaloneFederationRuntime } from './standalone-federation-runtime';

/** The benchmark monolith bundles the remotes' modules the way each remote's own page does. */
export { pluginLocalModules } from './local-modules';

export interface FederatedAppOptions {
  /** The app's federation name: the global its remote entry defines, the prefix of its module ids. */
  name: string;
  /** Its dev server's port. */
  port: number;
  /** The shell: the host of every page, with the eager libraries. Every other app is a remote. */
  host?: boolean;
  /** Exposed modules: "./HomePage" -> "./src/features/home/home-page.tsx". */
  exposes?: Record<string, string>;
  /** A remote's pages (its `src/app/routes.ts`), published as routes.json. */
  routes?: readonly PageRoute[];
  title: string;
  /**
   * The remote bundles Mantine components of its own, beyond the shared kit: they take
   * Mantine's contexts from the shell (see ./mantine-contexts.ts).
   */
  ownMantineComponents?: boolean;
  /** Extra Rsbuild settings, merged over the preset's by Rsbuild's own `mergeRsbuildConfig`. */
  overrides?: RsbuildConfig;
}

/** One build preset for the shell and every remote, so they federate the same way. */
export function defineFederatedApp({
  name,
  port,
  host = false,
  exposes = {},
  routes,
  title,
  ownMantineComponents = false,
  overrides = {},
}: FederatedAppOptions) {
  const isRemote = !host;
  const distRoot = process.env.BUILD_DIST_DIR ?? 'dist';
  // The preset's settings; the app's overrides are merged over them by Rsbuild's own rules.
  const preset = (production: boolean): RsbuildConfig => ({
    environments: {
      web: { source: { entry: { index: './src/index.ts' } } },
      // A production build also renders the app's pages to HTML (see ./prerender.ts).
      ...(production ? { [PRERENDER_ENVIRONMENT]: prerenderEnvironment(isRemote, distRoot) } : {}),
    },
    plugins: [
      pluginReact(),
      pluginModuleFederation(
        {
          name,
          // A stable name beside routes.json and mf-manifest.json: the address runtime-config.json gives for the remote.
          ...(isRemote ? { filename: REMOTE_ENTRY_FILE } : {}),
          exposes,
          // Remote addresses come from runtime-config.json at start-up, never from the build.
          remotes: {},
          shared: !isRemote
            ? shellShared()
            : ownMantineComponents
              ? { ...SHARED_SINGLETONS, ...mantineContextShares() }
              : SHARED_SINGLETONS,
          // The first loaded copy of a shared library wins, so one broken remote cannot take the shell down.
          shareStrategy: 'loaded-first',
          // Route modules are loaded by id and typed by the shared contracts; the type plugin stays off.
          dts: false,
          // Remotes borrow the shell's federation runtime; their own page gets it from a provider script.
          experiments: {
            ...(isRemote ? { externalRuntime: true } : { provideExternalRuntime: true }),
            // Browser-only: leaves the runtime's Node.js loaders out of every bundle. Remotes are
            // loaded from their entry, not their manifest, so the runtime's manifest handling goes too.
            // A remote declares no remotes of its own (it loads another's modules through the shell's
            // runtime), so its entry goes without the bundler's handler for them.
            optimization: {
              target: 'web',
              disableSnapshot: true,
              ...(isRemote ? { disableRemote: true } : {}),
            },
          },
        },
        { environment: 'web' },
      ),
      ...(isRemote ? [pluginStandaloneFederationRuntime(name), pluginLocalModules(name, exposes)] : []),
      ...(routes ? [pluginRoutesFile(routes, exposes)] : []),
      pluginPrerender(),
    ],
    source: {
      // Lets a page say which release of its app is live (the integration test page does).
      define: { 'import.meta.env.APP_RELEASE': JSON.stringify(releaseOf(process.cwd())) },
    },
    html: {
      // The default template has no lang on <html>; screen readers need it.
      template: fileURLToPath(new URL('./index.html', import.meta.url)),
      title,
      favicon: fileURLToPath(new URL('./favicon.svg', import.meta.url)),
      meta: { description: title, 'theme-color': '#832222' },
      // A remote's own page is served at deep paths; its relative asset URLs resolve from the root.
      // The shell's are absolute (assetPrefix '/'), and it has none: a base would make an in-page
      // link (the skip link's "#main-content") lead to the home page.
      tags: isRemote ? [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }] : [],
    },
    output: {
      // A remote's chunks are fetched from its own origin, whoever hosts the page.
      assetPrefix: isRemote ? 'auto' : '/',
      // A second deployment (a release candidate, a rollback copy) can be built beside dist/.
      distPath: { root: distRoot },
    },
    server: {
      port,
      strictPort: true,
      host: 'localhost',
      cors: isRemote,
    },
    dev: {
      // A cold remote load breaks under lazy compilation.
      lazyCompilation: false,
      assetPrefix: isRemote ? 'auto' : '/',
    },
    tools: {
      rspack: {
        output: { uniqueName: name },
        // The federation runtime from its ES modules, so it is tree-shaken (see federation-runtime-esm.ts).
        resolve: { alias: federationRuntimeEsmAliases() },
      },
    },
  });
  return defineConfig(({ command }) => mergeRsbuildConfig(preset(command === 'build'), overrides));
}
