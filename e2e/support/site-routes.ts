import { fileURLToPath } from 'node:url';
import type { AppName } from '@temple/shared';
import { builtRoutesOf, builtSiteRoutes } from '@temple/shared/built-routes';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Every page of the composed site, as the production builds under test publish them. */
export const siteRoutes = () => builtSiteRoutes(repoRoot);

/** The pages one remote's build publishes. */
export const routesOfApp = (app: AppName) => builtRoutesOf(repoRoot, app);
