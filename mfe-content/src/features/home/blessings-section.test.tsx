import { preferReducedMotion, renderWithProviders } from '@temple/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlessingsSection } from './blessings-section';

/** The video dialog's code, as the network delivers it: or not, while `lost` holds. */
const dialogCode = vi.hoisted(() => ({ lost: false }));
vi.mock('./blessing-video-dialog', async (importOriginal) => {
  if (dialogCode.lost) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('blessings section', () => {
  it('keeps the carousel when the video dialog cannot be loaded, and Retry loads it anew', async () => {
    preferReducedMotion(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<BlessingsSection />);
    const play = screen.getByRole('button', { name: 'Play video: Message from the presiding acharya' });

    dialogCode.lost = true;
    await user.click(play);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This section is temporarily unavailable');
    expect(screen.getByRole('region', { name: 'Blessing pictures and videos' })).toBeVisible();
    expect(play).toBeVisible();

    dialogCode.lost = false;
    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message from the presiding acharya' });
    expect(within(dialog).getByTestId('blessing-video')).toBeInTheDocument();
    expect(screen.queryByText('This section is temporarily unavailable')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await vi.waitFor(() => expect(play).toHaveFocus());
  });
});
