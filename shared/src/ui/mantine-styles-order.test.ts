import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const mantineCss = (file: string) => readFileSync(require.resolve(`@mantine/core/${file}`), 'utf8');

/** Where a component's stylesheet starts within Mantine's own styles.css: its first class. */
function placeInMantine(file: string, all: string): number {
  const firstClass = /\.(m_[0-9a-f]+)/.exec(mantineCss(`styles/${file}`))?.[1];
  if (!firstClass) throw new Error(`${file} has no Mantine class`);
  return all.indexOf(`.${firstClass}`);
}

describe("the kit's Mantine stylesheets", () => {
  it("come in the order of Mantine's styles.css, so a component's rules follow those of the one it is built on", () => {
    const all = mantineCss('styles.css');
    const kit = readFileSync(require.resolve('./mantine-base.ts'), 'utf8');
    const files = [...kit.matchAll(/@mantine\/core\/styles\/([A-Z]\w+\.css)/g)].map(
      (match) => match[1] ?? '',
    );
    expect(files.length).toBeGreaterThan(30);
    const outOfOrder = files.filter(
      (file, index) => index > 0 && placeInMantine(file, all) < placeInMantine(files[index - 1] ?? '', all),
    );
    expect(outOfOrder).toEqual([]);
  });
});
