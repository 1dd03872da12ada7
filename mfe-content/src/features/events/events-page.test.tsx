import { renderWithProviders } from '@temple/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EventsPage from './events-page';

describe('events page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 09:00 in Bengaluru on 15 Oct 2025.
    vi.setSystemTime(new Date('2025-10-15T03:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on Upcoming, with counts on every tab', () => {
    renderWithProviders(<EventsPage />, { route: '/events' });
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Upcoming (4)', selected: true })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Past (9)' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'All (13)' })).toBeVisible();
    const cards = screen.getAllByTestId('event-card');
    expect(cards).toHaveLength(4);
    expect(within(cards[3] as HTMLElement).getByText('Date to be decided')).toBeVisible();
    expect(within(cards[0] as HTMLElement).getByText('Sri Mandir, Bengaluru')).toBeVisible();
    expect(within(cards[0] as HTMLElement).getByText('Details coming soon.')).toBeVisible();
  });

  it('reads the tab from the URL', () => {
    renderWithProviders(<EventsPage />, { route: '/events?tab=past' });
    expect(screen.getByRole('tab', { name: 'Past (9)', selected: true })).toBeVisible();
    expect(screen.getAllByTestId('event-card')[0]).toHaveTextContent('Guru Purnima Amrit Bhog on site');
  });

  it('offers no live link for an event that is over, in Past and in All', async () => {
    renderWithProviders(<EventsPage />, { route: '/events?tab=past' });
    const guruPurnima = screen.getAllByTestId('event-card')[0] as HTMLElement;
    expect(guruPurnima).toHaveTextContent('Guru Purnima Amrit Bhog on site');
    expect(within(guruPurnima).queryByRole('link', { name: /Watch live/ })).toBeNull();
    expect(within(guruPurnima).getByText('Details coming soon.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'All (13)' }));
    expect(screen.queryByRole('link', { name: 'Watch live: Guru Purnima Amrit Bhog on site' })).toBeNull();
    // The kalash sthapana of 2027 is still ahead: its stream is offered.
    expect(
      screen.getByRole('link', { name: 'Watch live: Kalash sthapana on the main shikhar' }),
    ).toBeVisible();
  });

  it('ignores an unknown tab value', () => {
    renderWithProviders(<EventsPage />, { route: '/events?tab=nonsense' });
    expect(screen.getByRole('tab', { name: 'Upcoming (4)', selected: true })).toBeVisible();
  });

  it('groups All by year with a count per year', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EventsPage />, { route: '/events' });
    await user.click(screen.getByRole('tab', { name: 'All (13)' }));
    const years = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(years).toEqual(['2027', '2026', '2025', '2024', '2023', '2022']);
    expect(screen.getAllByTestId('year-count').map((badge) => badge.textContent)).toEqual([
      '2 events',
      '2 events',
      '3 events',
      '2 events',
      '2 events',
      '2 events',
    ]);
  });
});
