import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '../../..');
const APP_FOLDERS = ['shell', 'mfe-donations', 'mfe-content', 'mfe-media', 'mfe-csr'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The components only `@temple/shared/ui` has, read from the module that exports them. */
const extraKit = new Set(
  (readFileSync(join(import.meta.dirname, 'mantine-extra.ts'), 'utf8').match(/export \{([^}]*)\}/)?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

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

const FULL_KIT_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@temple\/shared\/ui';/g;

describe('imports of the Mantine kit', () => {
  it('reads the overlay and input components of the second part', () => {
    expect(extraKit).toContain('Modal');
    expect(extraKit).toContain('TextInput');
  });

  // Importing the full kit makes a page evaluate its second part (~105 KB of overlays and
  // inputs) before it goes live, so a module does that only when it uses one of them.
  it.each(APP_FOLDERS)('%s imports @temple/shared/ui only where it uses an overlay or input', (app) => {
    const needless = sourceFiles(join(repoRoot, app, 'src')).filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(FULL_KIT_IMPORT)].some(
        ([, names = '']) => !importedNames(names).some((name) => extraKit.has(name)),
      ),
    );
    expect(needless.map((file) => file.slice(repoRoot.length + 1))).toEqual([]);
  });
});
