import { renderWithProviders } from '@temple/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BlessingVideoDialog } from './blessing-video-dialog';
import { BLESSINGS, type BlessingVideo } from './media-sources';

const ACHARYA = BLESSINGS.find((blessing) => blessing.id === 'blessing-acharya') as BlessingVideo;

function Dialog() {
  const [video, setVideo] = useState<BlessingVideo | null>(ACHARYA);
  return <BlessingVideoDialog video={video} onClose={() => setVideo(null)} />;
}

/**
 * What Tab stops on inside the dialog, in order, as Mantine's focus trap lists them (it
 * counts a `<video controls>` as one stop; the browser then tabs through its controls).
 */
function tabStops(dialog: HTMLElement) {
  const stops = dialog.querySelectorAll<HTMLElement>(
    'a[href], button, input, select, textarea, video[controls], [tabindex]:not([tabindex="-1"])',
  );
  return Array.from(stops, (stop) => `${stop.tagName.toLowerCase()}: ${stop.ariaLabel ?? stop.textContent}`);
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<Dialog />);
  const dialog = await screen.findByRole('dialog', { name: 'Message from the presiding acharya' });
  return { user, dialog };
}

describe('blessing video dialog', () => {
  it('names the video, and has a Close button after it, so the video is not the last stop', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByTestId('blessing-video')).toHaveAccessibleName(
      'Message from the presiding acharya',
    );
    expect(tabStops(dialog)).toEqual([
      'button: Close dialog',
      'video: Message from the presiding acharya',
      'button: Close',
    ]);
  });

  it('goes round from the Close button under the video to the top of the dialog, both ways', async () => {
    const { user, dialog } = await openDialog();
    const closeUnder = within(dialog).getByRole('button', { name: 'Close' });
    closeUnder.focus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(closeUnder).toHaveFocus();
  });

  it('closes with the Close button under the video', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
