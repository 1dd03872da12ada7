/** Lets the browser paint and handle input between the big pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Evaluates React DOM, the configuration and constants, the shared kit, then the shell's own code, each in its own
 * task: one task for all of them blocks a slow phone's main thread for several hundred
 * milliseconds (Total Blocking Time).
 */
export async function startShell(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('@temple/shared/core');
  await nextTask();
  const { startApp } = await import('@temple/shared/ui-base');
  await nextTask();
  const { App } = await import(/* webpackChunkName: "shell-app" */ './app/app');
  await nextTask();
  await startApp(App);
}
