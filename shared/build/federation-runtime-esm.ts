import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { resolve as resolveImport } from 'import-meta-resolve';

/**
 * The Module Federation runtime packages, each with the package that depends on it (the
 * way Rspack's federation plugin reaches it). Rspack's plugin imports
 * `webpack-bundler-runtime` by the path `require.resolve` gives, its CommonJS build, whose
 * `require()`s pull in the CommonJS builds of all the others: nothing in them can be
 * tree-shaken, and every page pays for the whole runtime.
 */
const FEDERATION_RUNTIME_PACKAGES = [
  ['@module-federation/runtime-tools', '@module-federation/enhanced'],
  ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime-tools'],
  ['@module-federation/runtime', '@module-federation/runtime-tools'],
  ['@module-federation/runtime-core', '@module-federation/runtime'],
  ['@module-federation/sdk', '@module-federation/runtime-core'],
  ['@module-federation/error-codes', '@module-federation/runtime-core'],
  ['@module-federation/inject-external-runtime-core-plugin', '@module-federation/enhanced'],
] as const;

/**
 * `resolve.alias` entries that send every way into those packages — the bare name and the
 * CommonJS file Rspack's plugin names — to the file the package's own `exports` give for
 * `import`: its ES module build.
 */
export function federationRuntimeEsmAliases(from: string = import.meta.url): Record<string, string> {
  const urls = new Map<string, string>();
  const aliases: Record<string, string> = {};
  for (const [name, dependent] of FEDERATION_RUNTIME_PACKAGES) {
    const parent = urls.get(dependent) ?? resolveImport(dependent, from);
    const esm = resolveImport(name, parent);
    urls.set(name, esm);
    const esmPath = fileURLToPath(esm);
    aliases[`${name}$`] = esmPath;
    aliases[createRequire(parent).resolve(name)] = esmPath;
  }
  return aliases;
}
