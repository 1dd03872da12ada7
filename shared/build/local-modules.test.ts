import { describe, expect, it } from 'vitest';
import { localModulesSource } from './local-modules';

describe('a remote’s generated local modules', () => {
  it('imports each exposed module lazily, by its module id, from src/app', () => {
    const source = localModulesSource(
      'pages',
      {
        './HomePage': './src/features/home/home-page.tsx',
        './EventsPage': 'src/features/events/events-page.tsx',
      },
      '/repo/pages-app',
    );
    expect(source).toBe(
      [
        'export const LOCAL_MODULES = {',
        '  "pages/HomePage": () => import("../features/home/home-page.tsx"),',
        '  "pages/EventsPage": () => import("../features/events/events-page.tsx"),',
        '};',
        '',
      ].join('\n'),
    );
  });

  it('reaches a file that lies beside the generated one', () => {
    expect(
      localModulesSource('partners', { './Page': './src/app/page.tsx' }, '/repo/partners-app'),
    ).toContain('"partners/Page": () => import("./page.tsx")');
  });
});
