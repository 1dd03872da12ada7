import type { RsbuildPluginAPI } from '@rsbuild/core';
import type { PageRoute } from '../src/config/site-routes';
import { pluginRoutesFile } from './routes-file';

const EXPOSES = {
  './EventsPage': './src/features/events/events-page.tsx',
  './MediaPage': './src/features/media/media-page.tsx',
};
const events: PageRoute = { path: '/events', module: 'EventsPage', title: 'Events', description: 'Events.' };
const media: PageRoute = { path: '/media', module: 'MediaPage', title: 'Media', description: 'Media.' };

/** The files the plugin emits in a build: name and text. */
function emitted(routes: readonly PageRoute[]): [string, string][] {
  const files: [string, string][] = [];
  const processAssets = (_options: unknown, handler: (context: unknown) => void) =>
    handler({
      compilation: { emitAsset: (name: string, source: { text: string }) => files.push([name, source.text]) },
      sources: {
        RawSource: class {
          constructor(readonly text: string) {}
        },
      },
    });
  pluginRoutesFile(routes, EXPOSES).setup({ processAssets } as unknown as RsbuildPluginAPI);
  return files;
}

describe("a remote's routes.json", () => {
  it('lists the routes its build declares, as they are', () => {
    expect(emitted([events, media])).toEqual([
      [
        'routes.json',
        `[
  {
    "path": "/events",
    "module": "EventsPage",
    "title": "Events",
    "description": "Events."
  },
  {
    "path": "/media",
    "module": "MediaPage",
    "title": "Media",
    "description": "Media."
  }
]
`,
      ],
    ]);
  });

  it('fails the build on a route the shell could not read', () => {
    expect(() => pluginRoutesFile([events, { ...media, path: '/Media' }], EXPOSES)).toThrow(
      'routes: ✖ a route path is "/" or lowercase words joined by "-" and "/"\n  → at [1].path',
    );
  });

  it('fails the build on a path declared twice', () => {
    expect(() => pluginRoutesFile([events, media, { ...media, title: 'Press' }], EXPOSES)).toThrow(
      'routes: /media is declared twice',
    );
  });

  it('fails the build on a page drawn by a module the remote does not expose', () => {
    expect(() => pluginRoutesFile([events, { ...media, module: 'PressPage' }], EXPOSES)).toThrow(
      'routes: /media is drawn by PressPage, which is not exposed',
    );
  });
});
