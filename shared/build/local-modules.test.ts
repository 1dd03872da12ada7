import { describe, expect, it } from 'vitest';
import { localModulesSource } from './local-modules';

describe('a remote’s generated local modules', () => {
  it('imports each exposed module lazily, by its module id, from src/app', () => {
    const source = localModulesSource(
      'mfe_content',
      {
        './HomePage': './src/features/home/home-page.tsx',
        './EventsPage': 'src/features/events/events-page.tsx',
      },
      '/repo/mfe-content',
    );
    expect(source).toBe(
      [
        'export const LOCAL_MODULES = {',
        '  "mfe_content/HomePage": () => import("../features/home/home-page.tsx"),',
        '  "mfe_content/EventsPage": () => import("../features/events/events-page.tsx"),',
        '};',
        '',
      ].join('\n'),
    );
  });

  it('reaches a file that lies beside the generated one', () => {
    expect(localModulesSource('mfe_csr', { './Page': './src/app/page.tsx' }, '/repo/mfe-csr')).toContain(
      '"mfe_csr/Page": () => import("./page.tsx")',
    );
  });
});
