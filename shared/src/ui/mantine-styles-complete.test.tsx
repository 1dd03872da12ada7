import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderWithProviders } from '../testing';
import { SegmentedControl } from './mantine-inputs';

const require = createRequire(import.meta.url);

/** Every rule of the Mantine stylesheets the kit imports. */
function kitCss(): string {
  const kit = readFileSync(require.resolve('./mantine-base.ts'), 'utf8');
  return [...kit.matchAll(/@mantine\/core\/styles\/(\w+\.css)/g)]
    .map((match) => readFileSync(require.resolve(`@mantine/core/styles/${match[1]}`), 'utf8'))
    .join('\n');
}

describe("the kit's Mantine stylesheets", () => {
  it("style every part of the donation dialog's seva switch, its moving highlight too", () => {
    const { container } = renderWithProviders(
      <SegmentedControl aria-label="Contribution type" value="A" data={['A', 'B', 'C']} />,
    );
    const drawn = new Set(
      [...container.querySelectorAll('[class]')].flatMap((element) =>
        [...element.classList].filter((name) => /^m_[0-9a-f]+$/.test(name)),
      ),
    );
    expect(drawn.size).toBeGreaterThan(2);
    const css = kitCss();
    expect([...drawn].filter((name) => !css.includes(`.${name}`))).toEqual([]);
  });
});
