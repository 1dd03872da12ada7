import { defineFederatedApp } from '@temple/shared/build';
import { codeAfterPaint } from './build/code-after-paint';

export default defineFederatedApp({
  app: 'shell',
  title: 'Sri Mandir Nirman Seva',
  // Prerendered pages paint before the code is fetched (see ./build/code-after-paint.ts).
  htmlTags: codeAfterPaint,
  overrides: {
    // The shell's own start-up chunks would otherwise be found only after its entry has
    // run: one more network round trip before the first paint.
    performance: { preload: { type: 'async-chunks', include: [/shell-(bootstrap|app)/] } },
  },
});
