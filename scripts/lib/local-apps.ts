/**
 * The site's deployables as this workspace runs them on one machine (`npm start`, the
 * browser tests, the size and speed reports): their folders, fixed ports and federation
 * names. Each app's own build names itself (its rsbuild.config.ts); the apps know only
 * what their runtime configuration tells them.
 */
export const APPS = {
  shell: { port: 3000, federationName: 'shell' },
  'mfe-donations': { port: 3001, federationName: 'mfe_donations' },
  'mfe-content': { port: 3002, federationName: 'mfe_content' },
  'mfe-media': { port: 3003, federationName: 'mfe_media' },
  'mfe-csr': { port: 3004, federationName: 'mfe_csr' },
} as const;
export type AppName = keyof typeof APPS;

export const API_PORT = 4000;

/** Local addresses of the apps and the API, as `npm start` serves them and the tests reach them. */
export function localOrigin(port: number): string {
  return `http://localhost:${port}`;
}
