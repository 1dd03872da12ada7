import { SHARED_SINGLETONS, shellShared } from './shared-singletons';

describe('the libraries every app takes from one copy on the page', () => {
  it('are those with page-wide state, one copy each; workspace packages accept any loaded version', () => {
    // What a remote declares as is: no eager copy, it takes the shell's.
    expect(SHARED_SINGLETONS).toEqual({
      react: { singleton: true, requiredVersion: '^19.2.0' },
      'react/jsx-runtime': { singleton: true, requiredVersion: '^19.2.0' },
      'react/jsx-dev-runtime': { singleton: true, requiredVersion: '^19.2.0' },
      'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
      'react-dom/client': { singleton: true, requiredVersion: '^19.2.0' },
      jotai: { singleton: true, requiredVersion: '^2.10.0' },
      '@temple/shared/core': { singleton: true, requiredVersion: false },
      '@temple/shared/ui-base': { singleton: true, requiredVersion: false },
      '@temple/shared/ui-sections': { singleton: true, requiredVersion: false },
      '@temple/shared/ui-inputs': { singleton: true, requiredVersion: false },
      '@temple/shared/ui': { singleton: true, requiredVersion: false },
    });
  });

  it("are eager in the shell for the first paint, but for the kit's sections, inputs and overlays", () => {
    const shared = shellShared();
    // Mantine's contexts are keyed by their file's absolute path: named here by share key.
    const eagerness = Object.entries(shared).map(([name, config]) => [
      'shareKey' in config ? config.shareKey : name,
      'eager' in config && config.eager,
    ]);
    expect(eagerness).toEqual([
      ['react', true],
      ['react/jsx-runtime', true],
      ['react/jsx-dev-runtime', true],
      ['react-dom', true],
      ['react-dom/client', true],
      ['jotai', true],
      ['@temple/shared/core', true],
      ['@temple/shared/ui-base', true],
      ['@temple/shared/ui-sections', false],
      ['@temple/shared/ui-inputs', false],
      ['@temple/shared/ui', false],
      ['@mantine/core/context/mantine', true],
      ['@mantine/core/context/theme', true],
      ['@mantine/core/context/direction', true],
    ]);
    // Eager or not, the shell's copies stay the one copy on the page.
    expect(Object.values(shared).map((config) => config.singleton)).toEqual(Array(14).fill(true));
    expect(shared.react).toEqual({ singleton: true, requiredVersion: '^19.2.0', eager: true });
    expect(shared['@temple/shared/ui']).toEqual({ singleton: true, requiredVersion: false });
  });
});
