import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { build } from 'esbuild';

/**
 * Remotes are built with `experiments.externalRuntime`: their remote entry uses the
 * federation runtime the shell already loaded instead of carrying its own (~16 KB gzip
 * less per remote on every page). A remote's own standalone page has no shell, so this
 * plugin emits a small classic script that provides the same runtime and puts it first
 * in the remote's index.html: the federation's own plugin for providing it
 * (`@module-federation/inject-external-runtime-core-plugin`, what a host built with
 * `provideExternalRuntime` runs), run once for the remote's standalone page.
 */
/** Resolved from the federation plugin's own dependencies: the very runtime the bundles expect. */
const enhancedDir = dirname(createRequire(import.meta.url).resolve('@module-federation/enhanced'));

async function bundleRuntimeProvider(federationName: string): Promise<string> {
  const result = await build({
    stdin: {
      contents: [
        "import provideRuntime from '@module-federation/inject-external-runtime-core-plugin';",
        `provideRuntime().beforeInit({ options: { name: ${JSON.stringify(`${federationName}-standalone`)} } });`,
      ].join('\n'),
      resolveDir: enhancedDir,
      loader: 'js',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild produced no federation runtime provider');
  return output.text;
}

export function pluginStandaloneFederationRuntime(federationName: string): RsbuildPlugin {
  let fileName = '';
  return {
    name: 'temple:standalone-federation-runtime',
    setup(api) {
      api.processAssets({ stage: 'additional', environments: ['web'] }, async ({ compilation, sources }) => {
        const code = await bundleRuntimeProvider(federationName);
        const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
        fileName = `static/js/federation-runtime.${hash}.js`;
        compilation.emitAsset(fileName, new sources.RawSource(code));
      });
      api.modifyHTMLTags(({ headTags, bodyTags }) => {
        headTags.unshift({ tag: 'script', attrs: { src: `/${fileName}` } });
        return { headTags, bodyTags };
      });
    },
  };
}
