import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployApp, SHELL_URL } from '../../support/site';
import { expect, test } from '../../support/test';

const contentApp = fileURLToPath(new URL('../../../mfe-content/', import.meta.url));
const shellDist = fileURLToPath(new URL('../../../shell/dist/', import.meta.url));

/** A page the shell's kit cannot draw: Mantine's Stepper is not in it. */
const FESTIVAL_PAGE = `import '@mantine/core/styles/Stepper.css';
// biome-ignore lint/style/noRestrictedImports: this remote's own component, not in the shared kit.
import { Stepper } from '@mantine/core';
import { Container, Title } from '@temple/shared/ui-base';

export default function FestivalCalendarPage() {
  return (
    <Container py="xl">
      <Title order={1}>Festival Calendar</Title>
      <Stepper active={1} color="saffron">
        <Stepper.Step label="Ugadi" />
        <Stepper.Step label="Ram Navami" />
        <Stepper.Step label="Janmashtami" />
      </Stepper>
    </Container>
  );
}
`;

function replaceOnce(file: string, anchor: string, replacement: string) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(anchor)) throw new Error(`${file} no longer contains ${anchor}`);
  writeFileSync(file, text.replace(anchor, replacement));
}

/**
 * The content team's change on its own branch: a page module (exposed, and loaded
 * directly on the remote's own page), its two routes (one
 * prerendered, one drawn live) and a Mantine component of its own; then its own build,
 * as its release pipeline runs it, into a folder of its own.
 */
function buildContentWithNewPage(version: string): string {
  const source = join(contentApp, 'node_modules', '.cache', 'next-release');
  const dist = mkdtempSync(join(tmpdir(), 'mfe-content-release-'));
  rmSync(source, { recursive: true, force: true });
  for (const part of ['src', 'public', 'package.json', 'rsbuild.config.ts']) {
    cpSync(join(contentApp, part), join(source, part), { recursive: true });
  }
  writeFileSync(join(source, 'src/features/festival-calendar-page.tsx'), FESTIVAL_PAGE);
  replaceOnce(
    join(source, 'rsbuild.config.ts'),
    'exposes: EXPOSES,',
    'ownMantineComponents: true,\n  exposes: EXPOSES,',
  );
  replaceOnce(
    join(source, 'src/app/exposes.ts'),
    'export const EXPOSES: Record<string, string> = {',
    "export const EXPOSES: Record<string, string> = {\n  './FestivalCalendarPage': './src/features/festival-calendar-page.tsx',",
  );
  replaceOnce(
    join(source, 'src/app/routes.ts'),
    'export const ROUTES: PageRoute[] = [',
    `export const ROUTES: PageRoute[] = [
  { path: '/festival-calendar', module: 'FestivalCalendarPage', title: 'Festival Calendar', description: 'Festivals.' },
  { path: '/festival-calendar/live', module: 'FestivalCalendarPage', title: 'Festival Calendar', description: 'Festivals.', prerender: false },`,
  );
  try {
    execFileSync(join(contentApp, 'node_modules', '.bin', 'rsbuild'), ['build'], {
      cwd: source,
      env: { ...process.env, MF_BUILD_VERSION: version, BUILD_DIST_DIR: dist },
      stdio: 'pipe',
    });
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
  return dist;
}

/** Every script file the shell's build shipped, as text. */
function shellScripts(): string {
  const dir = join(shellDist, 'static', 'js');
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
}

test('a page a remote adds on its own release is routed by the untouched shell, prerendered or not, and draws its own Mantine component with the site theme', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const deployedDist = join(contentApp, 'dist');
  const shellBefore = shellScripts();
  // The shell was never built with the page or its component.
  expect(shellBefore).not.toContain('Festival Calendar');
  expect(shellBefore).not.toContain('stepper-icon-size');
  expect((await fetch(`${SHELL_URL}/festival-calendar`)).status).toBe(404);

  const release = buildContentWithNewPage(`2.0.0-e2e.${Date.now()}`);
  try {
    await deployApp('mfe-content', release);

    // The shell's server reads the remotes' routes at most a second old.
    const routed = () => fetch(`${SHELL_URL}/festival-calendar`);
    await expect.poll(async () => (await routed()).status, { timeout: 5_000 }).toBe(200);
    // Prerendered: the page's HTML arrives inside the shell's, before any code runs.
    const sent = await routed();
    const html = await sent.text();
    expect(html).toMatch(/<div id="root" data-prerendered="">[\s\S]*<h1[^>]*>Festival Calendar<\/h1>/);

    await page.goto('/festival-calendar');
    await expect(page).toHaveTitle(/Festival Calendar/);
    await expect(page.getByRole('heading', { level: 1, name: 'Festival Calendar' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    // The remote's own Stepper reads the shell's theme: "saffron" exists only there (saffron.8 is #c87800).
    const completedStep = page.locator('.mantine-Stepper-stepIcon[data-completed]');
    await expect(completedStep).toHaveCount(1);
    await expect(completedStep).toHaveCSS('background-color', 'rgb(200, 120, 0)');
    await expect(page.getByTestId('section-unavailable')).toHaveCount(0);

    // Drawn live only: sent without its HTML, routed all the same.
    const live = await fetch(`${SHELL_URL}/festival-calendar/live`);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain('<div id="root"></div>');
    await page.goto('/festival-calendar/live');
    await expect(page.getByRole('heading', { level: 1, name: 'Festival Calendar' })).toBeVisible();

    // Any other path is still the shell's 404.
    const unknown = await page.goto('/festival-calendar/unknown');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();

    expect(shellScripts()).toBe(shellBefore);
  } finally {
    await deployApp('mfe-content', deployedDist);
    rmSync(release, { recursive: true, force: true });
  }
  // Rolled back: the page is gone again.
  await expect
    .poll(async () => (await fetch(`${SHELL_URL}/festival-calendar`)).status, { timeout: 5_000 })
    .toBe(404);
});
