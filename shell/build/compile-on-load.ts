import type { RsbuildPlugin } from '@rsbuild/core';

/** V8's explicit compile hint (Chrome 136 and later), as the first line of a script. */
const COMPILE_ON_LOAD_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the shell's start-up scripts for eager compilation. Without the hint, V8 compiles
 * each function on the main thread the first time it runs, and in these files that is
 * during start-up anyway; with it, V8 compiles them on a background thread while the file
 * streams in, which shortens the start-up's long tasks. Only for files whose code nearly
 * all runs at start-up (the federation runtime, React DOM, the base kit): compiling code
 * that never runs would be wasted work. Other browsers ignore the comment.
 */
export function pluginCompileOnLoad(files: RegExp[]): RsbuildPlugin {
  return {
    name: 'temple:compile-on-load',
    setup(api) {
      api.modifyRspackConfig((config, { rspack, environment }) => {
        // Rspack merges a source map's unmapped ranges into their neighbours when it adds a
        // banner, so a build with source maps (for debugging, or the size report's account of
        // the entry by source) goes without the hint.
        if (environment.name !== 'web' || config.devtool) return;
        config.plugins ??= [];
        config.plugins.push(
          new rspack.BannerPlugin({
            banner: COMPILE_ON_LOAD_HINT,
            raw: true,
            test: files,
            // After minifying, which drops comments; before the source maps, which count this line.
            stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1,
          }),
        );
      });
    },
  };
}
