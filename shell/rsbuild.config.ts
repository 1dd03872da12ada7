import { defineFederatedApp } from '@temple/shared/build';
import { codeAfterPaint } from './build/code-after-paint';
import { pluginCompileOnLoad } from './build/compile-on-load';

export default defineFederatedApp({
  name: 'shell',
  port: 3000,
  host: true,
  title: 'Sri Mandir Nirman Seva',
  // Prerendered pages paint before the code is fetched (see ./build/code-after-paint.ts).
  overrides: {
    html: { tags: [codeAfterPaint] },
    // The shell's own start-up chunks would otherwise be found only after its entry has
    // run: one more network round trip before the first paint.
    performance: { preload: { type: 'async-chunks', include: [/shell-(bootstrap|app)/] } },
    // The entry, its eager libraries and the start-up chunks all run at start-up: V8 compiles them as they download.
    plugins: [
      pluginCompileOnLoad([/^static\/js\/[^/]+\.js$/, /^static\/js\/async\/shell-(bootstrap|app)\./]),
    ],
  },
});
