import { jsonFetch, renderWithProviders, useTestRuntimeConfig } from '@temple/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearContributorsCache } from './contributors-cache';
import { ContributorsSection } from './contributors-section';

/** The view-all dialog's code, as the network delivers it: or not, while `lost` holds. */
const dialogCode = vi.hoisted(() => ({ lost: false }));
vi.mock('./contributors-dialog', async (importOriginal) => {
  if (dialogCode.lost) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

/** The API's answer with one devotee on the wall. */
const ONE_DEVOTEE = jsonFetch({
  '/api/v2/donations/contributors': {
    success: true,
    data: { contributors: [{ id: 1, donorName: 'Asha Rao', location: 'Bengaluru', amount: 11000 }] },
  },
});

beforeEach(() => {
  useTestRuntimeConfig();
  clearContributorsCache();
});

describe('contributors section', () => {
  it('says that the contributors are loading, in words a screen reader reads', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderWithProviders(<ContributorsSection />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading contributors');
  });

  it('drawn again within two minutes (home after the hub), shows the devotees at once, without asking again', async () => {
    const fetch = vi.fn(ONE_DEVOTEE);
    vi.stubGlobal('fetch', fetch);
    const hub = renderWithProviders(<ContributorsSection />);
    await screen.findAllByText('Asha Rao');
    hub.unmount();
    renderWithProviders(<ContributorsSection />);
    expect(screen.getAllByText('Asha Rao')[0]).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the section when the full list cannot be loaded, and Retry loads it anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', ONE_DEVOTEE);
    const user = userEvent.setup();
    renderWithProviders(<ContributorsSection withViewAll />);
    await screen.findAllByText('Asha Rao');
    const viewAll = screen.getByRole('button', { name: 'View all devotees' });

    dialogCode.lost = true;
    await user.click(viewAll);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This section is temporarily unavailable');
    expect(screen.getByRole('heading', { level: 2, name: 'Our Esteemed Contributors' })).toBeVisible();
    expect(screen.getAllByText('Asha Rao')[0]).toBeVisible();

    dialogCode.lost = false;
    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'Our Devotees' })).toBeVisible();
    expect(screen.queryByText('This section is temporarily unavailable')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await vi.waitFor(() => expect(viewAll).toHaveFocus());
  });

  it('says in one line that there are no contributors yet, and the dialog says the same', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        '/api/v2/donations/contributors': { success: true, data: { contributors: [] } },
        '/api/contributors': { success: true, data: { contributors: [] } },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContributorsSection withViewAll />);
    expect(await screen.findByText('No devotees to show yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Contributors' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View all devotees' }));
    const dialog = await screen.findByRole('dialog', { name: 'Our Devotees' });
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('No devotees to show yet.'),
    );
    expect(within(dialog).queryByText('No devotees match your search.')).not.toBeInTheDocument();
  });
});
