import { preferReducedMotion, renderWithProviders } from '@temple/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomePage from './home-page';

describe('home page', () => {
  it('shows the hero title and the three temple facts', () => {
    preferReducedMotion(false);
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    const facts = screen.getByLabelText('Temple facts');
    expect(within(facts).getByText('25,000 sq. ft.')).toBeVisible();
    // An unbreakable space in the unit: on a phone "ft." never goes to a line of its own.
    expect(within(facts).getByText('25,000 sq. ft.').textContent).toBe('25,000 sq.\u00a0ft.');
    expect(within(facts).getByText('December 2027')).toBeVisible();
    expect(within(facts).getByText('₹75 Crore')).toBeVisible();
  });

  it('lists the twelve highlights of the temple', () => {
    preferReducedMotion(false);
    renderWithProviders(<HomePage />);
    const about = screen.getByRole('region', { name: 'About the temple' });
    expect(within(about).getAllByRole('listitem')).toHaveLength(12);
    for (const value of [
      '3 shikhars',
      '72 ft',
      '8 pillars',
      '3 gates',
      '7,000 sq. ft.',
      '5 entry chowkis',
      '2,910 sq. ft.',
    ])
      expect(within(about).getByText(value)).toBeVisible();
    expect(within(about).getByText('2,910 sq. ft.').textContent).toBe('2,910\u00a0sq.\u00a0ft.');
  });

  it('shows the progress videos newest first, with their dates', () => {
    preferReducedMotion(false);
    renderWithProviders(<HomePage />);
    const progress = screen.getByRole('region', { name: 'Construction progress videos' });
    expect(
      within(progress)
        .getAllByText(/^\d{2} \w{3} 2025$/)
        .map((date) => date.textContent),
    ).toEqual(['27 Jul 2025', '06 Jun 2025', '27 Feb 2025']);
  });

  it('attaches the hero video only after load and idle time', () => {
    vi.useFakeTimers();
    preferReducedMotion(false);
    renderWithProviders(<HomePage />);
    expect(screen.queryByTestId('hero-video')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByTestId('hero-video')).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('never attaches the hero video when reduced motion is preferred', () => {
    vi.useFakeTimers();
    preferReducedMotion(true);
    renderWithProviders(<HomePage />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByTestId('hero-video')).not.toBeInTheDocument();
    expect(document.querySelector('video[autoplay]')).toBeNull();
    vi.useRealTimers();
  });

  it('has seven blessings; a video plays in a dialog that Escape closes', async () => {
    preferReducedMotion(true);
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    const blessings = screen.getByRole('region', { name: 'Blessing pictures and videos' });
    expect(within(blessings).getAllByRole('group', { name: /^\d+ of 7$/ })).toHaveLength(7);
    const playButtons = within(blessings).getAllByRole('button', { name: /^Play video:/ });
    expect(playButtons).toHaveLength(2);
    await user.click(playButtons[0] as HTMLElement);
    // The dialog's code is loaded on the click: on a busy machine that takes more than a second.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Message from the presiding acharya' },
      { timeout: 5000 },
    );
    expect(within(dialog).getByTestId('blessing-video')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await vi.waitFor(() => expect(playButtons[0]).toHaveFocus());
  });
});
