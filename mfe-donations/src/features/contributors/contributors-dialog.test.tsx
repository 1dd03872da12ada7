import type { Contributor } from '@temple/shared';
import { jsonFetch, renderWithProviders, useTestRuntimeConfig } from '@temple/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearContributorsCache } from './contributors-cache';
import ContributorsDialog from './contributors-dialog';

const SEED: Contributor[] = [
  { id: '1', donorName: 'Seed Devotee', location: 'Bengaluru, India', amount: 11000 },
];
const ALL: Contributor[] = [
  {
    id: '2',
    donorName: 'Asha Rao',
    location: 'Bengaluru, Karnataka',
    amount: 55000,
    paymentType: 'DONATION',
  },
  { id: '3', donorName: 'Ravi Iyer', location: 'Chennai, India', amount: 2100, paymentType: 'RANGAMANDAP' },
  {
    id: '4',
    donorName: 'John Smith',
    location: 'London, UK',
    countryCode: 'GB',
    amount: 21000,
    paymentType: 'BHOG',
  },
];

beforeEach(() => {
  useTestRuntimeConfig();
  clearContributorsCache();
});

describe('view-all contributors dialog', () => {
  it('opened again within two minutes shows the list at once, without asking again', async () => {
    const fetch = vi.fn(jsonFetch({ '/api/contributors': { success: true, data: { contributors: ALL } } }));
    vi.stubGlobal('fetch', fetch);
    const first = renderWithProviders(<ContributorsDialog seed={SEED} onClose={() => {}} />);
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<ContributorsDialog seed={SEED} onClose={() => {}} />);
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('loads the full list when opened, with tabs and a search', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(jsonFetch({ '/api/contributors': { success: true, data: { contributors: ALL } } }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<ContributorsDialog seed={SEED} onClose={() => {}} />);
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(new URL(fetch.mock.calls[0]?.[0] as string).search).toBe('?limit=1000');
    await user.click(screen.getByRole('tab', { name: 'Rest of India' }));
    expect(screen.getByText('Ravi Iyer')).toBeInTheDocument();
    expect(screen.queryByText('Asha Rao')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Highlights' }));
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'International' }));
    // The live region is there before the search, so screen readers announce what it comes to say.
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await user.type(screen.getByLabelText('Search devotees'), 'asha');
    expect(status).toHaveTextContent('No devotees match your search.');
  });

  it('keeps the seed list when the full list cannot be loaded', async () => {
    vi.stubGlobal('fetch', jsonFetch({}));
    renderWithProviders(<ContributorsDialog seed={SEED} onClose={() => {}} />);
    expect(await screen.findByText('Seed Devotee')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the devotees could not be loaded, not that a search found none, when there are none to show', async () => {
    vi.stubGlobal('fetch', jsonFetch({}));
    renderWithProviders(<ContributorsDialog seed={[]} onClose={() => {}} />);
    expect(
      await screen.findByText('Unable to load devotees at the moment. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No devotees match your search.')).not.toBeInTheDocument();
  });

  it('while the list loads with none to show yet, says it is loading, not that a search found none', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<ContributorsDialog seed={[]} onClose={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading devotees…');
    answer(
      new Response(JSON.stringify({ success: true, data: { contributors: ALL } }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('with no devotees at all says there are none yet, and that a search found none once one is typed', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', jsonFetch({ '/api/contributors': { success: true, data: { contributors: [] } } }));
    renderWithProviders(<ContributorsDialog seed={[]} onClose={() => {}} />);
    const status = screen.getByRole('status');
    await vi.waitFor(() => expect(status).toHaveTextContent('No devotees to show yet.'));
    await user.type(screen.getByLabelText('Search devotees'), 'asha');
    expect(status).toHaveTextContent('No devotees match your search.');
  });
});
