import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const sharedRoot = join(import.meta.dirname, '..');

const sourceFiles = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|json|html)$/.test(file))
    .map((file) => join(folder, file));

// The library every app builds on knows no remote: each names itself in its own build, and
// the shell learns where the others are from its runtime configuration. Its tests use made-up names.
describe('the shared library', () => {
  it('names no remote of the site in its code, build preset or tests', () => {
    const naming = [join(sharedRoot, 'src'), join(sharedRoot, 'build')]
      .flatMap(sourceFiles)
      .filter((file) => /mfe[-_](donations|content|media|csr)/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(sharedRoot, file));
    expect(naming).toEqual([]);
  });
});
