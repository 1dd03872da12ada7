import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '../../..');

/** Every app of the workspace that imports the kit: a folder whose package depends on this one and has a src/. */
const APP_FOLDERS = readdirSync(repoRoot).filter((folder) => {
  const manifest = join(repoRoot, folder, 'package.json');
  if (!existsSync(manifest) || !existsSync(join(repoRoot, folder, 'src'))) return false;
  const { dependencies = {}, devDependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8'));
  return '@temple/shared' in { ...dependencies, ...devDependencies };
});

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

/** The components a part of the kit adds, read from the module that exports them. */
function componentsOf(kitModule: string): Set<string> {
  const list =
    readFileSync(join(import.meta.dirname, kitModule), 'utf8').match(/export \{([^}]*)\}/)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** `type A, B as C` -> ['A', 'B'] */
function importedNames(list: string): string[] {
  return list.split(',').map(
    (name) =>
      name
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0] ?? '',
  );
}

/** Each entry point of the kit beyond the base, and what a module must use to import from it. */
const PARTS = [
  {
    entry: '@temple/shared/ui-inputs',
    adds: componentsOf('mantine-inputs.ts'),
    what: 'an input',
  },
  {
    entry: '@temple/shared/ui-sections',
    adds: componentsOf('mantine-sections.ts'),
    what: 'tabs or accordion',
  },
  { entry: '@temple/shared/ui', adds: componentsOf('mantine-overlays.ts'), what: 'an overlay' },
];

describe('imports of the Mantine kit', () => {
  it('finds the apps, and reads the components of each part', () => {
    expect(APP_FOLDERS.length).toBeGreaterThanOrEqual(5);
    expect(PARTS[0]?.adds).toContain('TextInput');
    expect(PARTS[1]?.adds).toContain('Accordion');
    expect(PARTS[2]?.adds).toContain('Modal');
  });

  // Importing a part of the kit makes a page evaluate it (inputs ~70 KB, overlays ~37 KB of
  // code) before it goes live, so a module does that only when it uses one of its components.
  describe.each(PARTS)('$entry', ({ entry, adds, what }) => {
    const imports = new RegExp(`import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${entry}';`, 'g');
    it.each(APP_FOLDERS)(`%s imports it only where it uses ${what}`, (app) => {
      const needless = sourceFiles(join(repoRoot, app, 'src')).filter((file) =>
        [...readFileSync(file, 'utf8').matchAll(imports)].some(
          ([, names = '']) => !importedNames(names).some((name) => adds.has(name)),
        ),
      );
      expect(needless.map((file) => file.slice(repoRoot.length + 1))).toEqual([]);
    });
  });
});
