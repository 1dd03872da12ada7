import { renderWithProviders } from '@temple/shared/testing';
import { Link, Route, Routes, ScrollToTarget } from '@temple/shared/ui-base';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaItem } from './media-item';
import { PressGallery } from './media-page';

function picture(year: number, stem: string): MediaItem {
  return {
    id: `${year}-${stem}`,
    year,
    title: stem,
    type: 'image',
    fileName: `${stem}.jpg`,
    src: `press/${year}/${stem}.jpg`,
    downloadable: true,
    width: 960,
    height: 640,
    renditions: [],
  };
}

const ITEMS = [
  picture(2025, 'foundation-stone'),
  { ...picture(2025, 'progress-film'), type: 'video' as const, fileName: 'progress-film.mp4' },
  picture(2023, 'design-sketches'),
];

/** The site's router with the shell's hash scrolling, a link on /events and the gallery on /media. */
function renderSite(route: string, link: string) {
  return renderWithProviders(
    <>
      <ScrollToTarget />
      <main>
        <Routes>
          <Route path="/events" element={<Link to={link}>Press</Link>} />
          <Route path="/media" element={<PressGallery items={ITEMS} />} />
        </Routes>
      </main>
    </>,
    { route },
  );
}

async function focusedElement() {
  await vi.waitFor(() => expect(document.activeElement).not.toBe(document.body));
  return document.activeElement;
}

it('a link in the site to a type of the press page puts the focus on the line saying what is shown', async () => {
  renderSite('/events', '/media#videos');
  await userEvent.click(screen.getByRole('link', { name: 'Press' }));

  expect(await focusedElement()).toHaveTextContent('Showing videos only: 1 of 3.');
});

it('Show everything puts the focus on the whole list, not on the page', async () => {
  renderSite('/media#images', '/media');
  await userEvent.click(await screen.findByRole('link', { name: 'Show everything' }));

  const focused = await focusedElement();
  expect(screen.queryByTestId('press-filter-status')).toBeNull();
  expect(focused).toContainElement(screen.getByRole('button', { name: /^Press Releases 2025/ }));
  expect(focused).toContainElement(screen.getByRole('button', { name: /^Press Releases 2023/ }));
});

it("a link in the site to a year of the press page (an event's Photos) puts the focus on that year's section", async () => {
  renderSite('/events', '/media#2023');
  await userEvent.click(screen.getByRole('link', { name: 'Press' }));

  const year2023 = await screen.findByRole('button', { name: /^Press Releases 2023/ });
  expect(year2023).toHaveAttribute('aria-expanded', 'true');
  const focused = await focusedElement();
  expect(focused).toContainElement(year2023);
  expect(focused).not.toContainElement(screen.getByRole('button', { name: /^Press Releases 2025/ }));
});
