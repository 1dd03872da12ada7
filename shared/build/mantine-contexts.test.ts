import { mantineContextShares } from './mantine-contexts';

describe("Mantine's contexts, shared so a remote's own Mantine component reads the shell's theme", () => {
  it('are one copy each on the page, by share key, at the installed Mantine version', () => {
    const shares = Object.entries(mantineContextShares()).map(([path, share]) => ({
      path: path.replaceAll('\\', '/').replace(/^.*\/@mantine\/core\//, '@mantine/core/'),
      ...share,
      // The bundle names the file relative to the app: no build machine's folders in it.
      import: share.import
        .replaceAll('\\', '/')
        .replace(/^\.\.?\/.*\/@mantine\/core\//, './…/@mantine/core/'),
    }));
    expect(shares).toEqual([
      {
        path: '@mantine/core/esm/core/MantineProvider/Mantine.context.mjs',
        import: './…/@mantine/core/esm/core/MantineProvider/Mantine.context.mjs',
        shareKey: '@mantine/core/context/mantine',
        singleton: true,
        version: '9.7.4',
        requiredVersion: '^9.7.4',
      },
      {
        path: '@mantine/core/esm/core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs',
        import: './…/@mantine/core/esm/core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs',
        shareKey: '@mantine/core/context/theme',
        singleton: true,
        version: '9.7.4',
        requiredVersion: '^9.7.4',
      },
      {
        path: '@mantine/core/esm/core/DirectionProvider/DirectionProvider.mjs',
        import: './…/@mantine/core/esm/core/DirectionProvider/DirectionProvider.mjs',
        shareKey: '@mantine/core/context/direction',
        singleton: true,
        version: '9.7.4',
        requiredVersion: '^9.7.4',
      },
    ]);
  });
});
