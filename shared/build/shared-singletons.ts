import { mantineContextShares } from './mantine-contexts';

/**
 * Libraries that must exist once on the page. `@temple/shared/core` carries the page-wide
 * state and configuration; `@temple/shared/ui-base`, `/ui-sections`, `/ui-inputs` and
 * `/ui` carry the one copy of Mantine and React Router, each cut down to the parts the
 * site uses (a shared library is not tree-shaken: whole, Mantine is ~174 KB gzip and React
 * Router ~60 KB). A workspace package has no meaningful semver range, so any loaded
 * version is accepted.
 *
 * Not shared, on purpose: the API client and contracts (`@temple/shared`: each remote keeps
 * the contracts it was built and tested with, and only those it uses), zod (whole, ~89 KB
 * gzip; each app keeps the few validators it uses) and @mantine/hooks (whole, ~25 KB; its
 * hooks hold no page-wide state).
 */
export const SHARED_SINGLETONS = {
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
} as const;

/**
 * The shell is the page's host and always the first app on it, so its copies of the
 * libraries needed for the first paint are eager: bundled with its entry, downloaded in
 * parallel from index.html instead of in rounds discovered one after another (each round
 * is a network round trip on a phone). The sections, inputs and overlays of the kit stay lazy,
 * fetched with the first page or dialog that needs them. Remotes still negotiate: they take these copies from the shell.
 */
const SHELL_EAGER_EXCLUDED = new Set<string>([
  '@temple/shared/ui-sections',
  '@temple/shared/ui-inputs',
  '@temple/shared/ui',
]);
export function shellShared() {
  return Object.fromEntries(
    Object.entries({ ...SHARED_SINGLETONS, ...mantineContextShares() }).map(([name, config]) => [
      name,
      SHELL_EAGER_EXCLUDED.has(name) ? config : { ...config, eager: true },
    ]),
  );
}
