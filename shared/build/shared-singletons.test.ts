import { SHARED_SINGLETONS } from './shared-singletons';

describe('the libraries every app takes from one copy on the page', () => {
  it('are those with page-wide state; the API client and contracts stay with each remote, as it was built', () => {
    expect(Object.keys(SHARED_SINGLETONS)).toEqual([
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'jotai',
      '@temple/shared/core',
      '@temple/shared/ui-base',
      '@temple/shared/ui-sections',
      '@temple/shared/ui-inputs',
      '@temple/shared/ui',
    ]);
  });
});
