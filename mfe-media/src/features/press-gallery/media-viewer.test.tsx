import { renderWithProviders } from '@temple/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { MediaItem } from './media-item';
import { MediaViewer } from './media-viewer';

function picture(title: string): MediaItem {
  const stem = title.toLowerCase().replace(/ /g, '-');
  return {
    id: `2025-${stem}-image`,
    year: 2025,
    title,
    date: '2025-06-12',
    type: 'image',
    fileName: `${stem}.jpg`,
    src: `/press/2025/${stem}.jpg`,
    downloadable: true,
    width: 960,
    height: 640,
    renditions: [{ src: `/press/2025/renditions/${stem}-640.webp`, width: 640, height: 427 }],
  };
}

const ITEMS = [picture('Foundation Stone Ceremony'), picture('Bhoomi Pujan')];

function Viewer() {
  const [index, setIndex] = useState<number | undefined>(0);
  return (
    <MediaViewer items={ITEMS} index={index} onIndexChange={setIndex} onClose={() => setIndex(undefined)} />
  );
}

/** Mantine draws `data-disabled` as it draws `disabled`; a screen reader hears "dimmed". */
function expectShownDisabled(button: HTMLElement) {
  expect(button).toHaveAttribute('data-disabled', 'true');
  expect(button).toHaveAttribute('aria-disabled', 'true');
}

async function openViewer() {
  const user = userEvent.setup();
  renderWithProviders(<Viewer />);
  const dialog = await screen.findByRole('dialog', { name: 'Foundation Stone Ceremony' });
  return { user, dialog };
}

describe('media viewer buttons at their limits', () => {
  it('keeps the focus on Zoom in at 500%, on Reset at 100% and on Zoom out at 100%', async () => {
    const { user, dialog } = await openViewer();
    const readout = within(dialog).getByTestId('zoom-readout');
    const zoomIn = within(dialog).getByRole('button', { name: 'Zoom in' });
    zoomIn.focus();
    for (let i = 0; i < 40; i++) await user.keyboard('{Enter}');
    expect(readout).toHaveTextContent('500%');
    expect(zoomIn).toHaveFocus();
    expectShownDisabled(zoomIn);
    await user.keyboard('{Enter}');
    expect(readout).toHaveTextContent('500%');
    expect(zoomIn).toHaveFocus();

    await user.tab();
    const reset = within(dialog).getByRole('button', { name: 'Reset' });
    expect(reset).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(readout).toHaveTextContent('100%');
    expect(reset).toHaveFocus();
    expectShownDisabled(reset);

    const zoomOut = within(dialog).getByRole('button', { name: 'Zoom out' });
    await user.click(zoomIn);
    await user.click(zoomOut);
    expect(readout).toHaveTextContent('100%');
    expect(zoomOut).toHaveFocus();
    expectShownDisabled(zoomOut);
    await user.keyboard('{Enter}');
    expect(readout).toHaveTextContent('100%');
    expect(zoomIn).not.toHaveAttribute('aria-disabled');
  });

  it('keeps the focus on Next item at the last item and on Previous item at the first', async () => {
    const { user, dialog } = await openViewer();
    const position = within(dialog).getByTestId('viewer-position');
    const previous = within(dialog).getByRole('button', { name: 'Previous item' });
    const next = within(dialog).getByRole('button', { name: 'Next item' });
    expectShownDisabled(previous);

    next.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Bhoomi Pujan' })).toBeInTheDocument();
    expect(position).toHaveTextContent('2 of 2');
    expect(next).toHaveFocus();
    expectShownDisabled(next);
    await user.keyboard('{Enter}');
    expect(position).toHaveTextContent('2 of 2');

    await user.tab({ shift: true });
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Foundation Stone Ceremony' })).toBeInTheDocument();
    expect(position).toHaveTextContent('1 of 2');
    expect(previous).toHaveFocus();
    expectShownDisabled(previous);
  });
});
