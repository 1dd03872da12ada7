import { jsonFetch, renderWithProviders, useTestRuntimeConfig } from '@temple/shared/testing';
import { screen } from '@testing-library/react';
import { needsScrolling } from './contributor-marquee';
import ContributorShowcase from './contributor-showcase';
import { clearContributorsCache } from './contributors-cache';

beforeEach(() => {
  useTestRuntimeConfig();
  clearContributorsCache();
});

describe('contributor showcase', () => {
  it('asks for the given number of contributors and shows them', async () => {
    const fetch = vi.fn(
      jsonFetch({
        '/api/v2/donations/contributors': {
          success: true,
          data: { contributors: [{ id: 1, donorName: 'Asha Rao', location: 'Bengaluru', amount: 11000 }] },
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<ContributorShowcase limit={30} />);
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('₹11,000')).toBeInTheDocument();
    expect(new URL(fetch.mock.calls[0]?.[0] as string).search).toBe('?limit=30');
  });

  it('says so when the contributors cannot be loaded', async () => {
    vi.stubGlobal('fetch', jsonFetch({}));
    renderWithProviders(<ContributorShowcase />);
    expect(
      await screen.findByText('Unable to load devotees at the moment. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('scrolls only when the 320 px cards are wider than the view', () => {
    expect(needsScrolling(3, 1280)).toBe(false);
    expect(needsScrolling(4, 1280)).toBe(true);
    expect(needsScrolling(2, 390)).toBe(true);
    expect(needsScrolling(5, 0)).toBe(false);
  });
});
