import { API_PORT, APPS, type AppName, localOrigin } from '../../scripts/lib/local-apps';

export const SHELL_URL = localOrigin(APPS.shell.port);
export const API_URL = localOrigin(API_PORT);
export const CONTROL_PORT = 3999;

export function appUrl(app: AppName): string {
  return localOrigin(APPS[app].port);
}

/** Really stops or restarts one app's server (the serve script's test-only control). */
export async function controlApp(app: AppName, action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`${localOrigin(CONTROL_PORT)}/apps/${app}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`Could not ${action} ${app}: ${response.status}`);
}

/** Points one app's server at another build folder, as a deploy or a rollback would. */
export async function deployApp(app: AppName, root: string): Promise<void> {
  const response = await fetch(`${localOrigin(CONTROL_PORT)}/apps/${app}/deploy`, {
    method: 'POST',
    body: JSON.stringify({ root }),
  });
  if (!response.ok) throw new Error(`Could not deploy ${app} from ${root}: ${response.status}`);
}
