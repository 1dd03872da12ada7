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

const ITEMS = [picture(2025, 'foundation-stone'), picture(2023, 'design-sketches')];

it("a link in the site to a year of the press page (an event's Photos) puts the focus on that year's section", async () => {
  renderWithProviders(
    <>
      <ScrollToTarget />
      <main>
        <Routes>
          <Route path="/events" element={<Link to="/media#2023">Photos</Link>} />
          <Route path="/media" element={<PressGallery items={ITEMS} />} />
        </Routes>
      </main>
    </>,
    { route: '/events' },
  );
  await userEvent.click(screen.getByRole('link', { name: 'Photos' }));

  const year2023 = await screen.findByRole('button', { name: /^Press Releases 2023/ });
  expect(year2023).toHaveAttribute('aria-expanded', 'true');
  await vi.waitFor(() => expect(document.activeElement).not.toBe(document.body));
  const focused = document.activeElement;
  expect(focused).toContainElement(year2023);
  expect(focused).not.toContainElement(screen.getByRole('button', { name: /^Press Releases 2025/ }));
});
