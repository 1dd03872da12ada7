import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { federationRuntimeEsmAliases } from './federation-runtime-esm';

/** Each federation runtime package and the file its `exports` give for `import`: its ES module build. */
const ES_MODULE_BUILDS = {
  '@module-federation/runtime-tools': '@module-federation/runtime-tools/dist/index.js',
  '@module-federation/webpack-bundler-runtime': '@module-federation/webpack-bundler-runtime/dist/index.js',
  '@module-federation/runtime': '@module-federation/runtime/dist/index.js',
  '@module-federation/runtime-core': '@module-federation/runtime-core/dist/index.js',
  '@module-federation/sdk': '@module-federation/sdk/dist/index.js',
  '@module-federation/error-codes': '@module-federation/error-codes/dist/index.mjs',
  '@module-federation/inject-external-runtime-core-plugin':
    '@module-federation/inject-external-runtime-core-plugin/dist/index.js',
};

describe('federationRuntimeEsmAliases', () => {
  const aliases = federationRuntimeEsmAliases();

  it.each(Object.entries(ES_MODULE_BUILDS))('resolves %s by name to its ES module build', (name, esm) => {
    expect(aliases[`${name}$`]).toMatch(new RegExp(`/node_modules/${esm.replaceAll('.', '\\.')}$`));
  });

  it.each(Object.entries(ES_MODULE_BUILDS))(
    "sends %s's CommonJS build, which Rspack's plugin names by path, to its ES module build",
    (name, esm) => {
      const commonJs = Object.entries(aliases).filter(([from]) =>
        from.endsWith(`/node_modules/${name}/dist/index.cjs`),
      );
      expect(commonJs).toHaveLength(1);
      expect(commonJs[0]?.[1]).toBe(aliases[`${name}$`]);
      expect(commonJs[0]?.[1]).toMatch(new RegExp(`/node_modules/${esm.replaceAll('.', '\\.')}$`));
    },
  );

  it('aliases only files that are ES modules', () => {
    for (const file of new Set(Object.values(aliases))) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).toMatch(/^export /m);
      expect(source, file).not.toMatch(/\bexports\.|\brequire\(/);
    }
  });
});
