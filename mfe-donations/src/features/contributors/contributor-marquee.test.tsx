import type { Contributor } from '@temple/shared';
import { preferReducedMotion, renderWithProviders } from '@temple/shared/testing';
import { screen } from '@testing-library/react';
import { ContributorMarquee } from './contributor-marquee';

const CONTRIBUTORS: Contributor[] = [
  { id: '1', donorName: 'Asha Rao', location: 'Bengaluru', amount: 11000 },
  { id: '2', donorName: 'Ravi Iyer', location: 'Chennai', amount: 2100 },
];

/** Every element measures as wide as a phone's screen, 390 px: two cards do not fit, so the row moves. */
function phoneWidth() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        const entry = { target, borderBoxSize: [{ inlineSize: 390, blockSize: 160 }], contentRect: {} };
        this.callback([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('contributor marquee', () => {
  it('has a Pause button that names the moving list as what it controls', async () => {
    preferReducedMotion(false);
    phoneWidth();
    renderWithProviders(<ContributorMarquee contributors={CONTRIBUTORS} durationSeconds={60} />);
    const pause = await screen.findByRole('button', { name: 'Pause contributors' });
    const list = screen.getByRole('list', { name: 'Contributors' });
    expect(list).toHaveAttribute('data-scrolling', 'true');
    expect(list.id).not.toBe('');
    expect(pause).toHaveAttribute('aria-controls', list.id);
  });
});
