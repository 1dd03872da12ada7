import { appStore } from '@temple/shared/core';
import { renderWithProviders } from '@temple/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaItem } from './media-item';
import MediaPage, { PressGallery } from './media-page';
import { ALL_PRESS_ITEMS, pressFilterAtom } from './press-filter';

function item(year: number, title: string, type: 'image' | 'video', date?: string): MediaItem {
  const stem = title.toLowerCase().replace(/ /g, '-');
  const fileName = `${date ? `${date}-` : ''}${stem}.${type === 'image' ? 'jpg' : 'mp4'}`;
  return {
    id: `${year}-${stem}-${type}`,
    year,
    title,
    ...(date ? { date } : {}),
    type,
    fileName,
    src: `/press/${year}/${fileName}`,
    downloadable: type === 'image',
    width: 960,
    height: 640,
    renditions: [
      { src: `/press/${year}/renditions/${stem}-${type}-320.webp`, width: 320, height: 213 },
      { src: `/press/${year}/renditions/${stem}-${type}-640.webp`, width: 640, height: 427 },
    ],
  };
}

const ITEMS = [
  item(2025, 'Foundation Stone Ceremony', 'image', '2025-06-12'),
  item(2025, 'Progress Film', 'video', '2025-07-27'),
  item(2025, 'Shikhar Stone Carving', 'image', '2025-10-02'),
  item(2024, 'Bhoomi Pujan', 'image', '2024-01-22'),
  item(2023, 'Temple Design Sketches', 'image'),
];

const yearButton = (year: number) =>
  screen.getByRole('button', { name: new RegExp(`^Press Releases ${year}`) });
const zoomImage = () => screen.getByTestId('zoom-image');

async function openViewer(title: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: new RegExp(title) }));
  const dialog = await screen.findByRole('dialog', { name: title });
  return { user, dialog };
}

describe('media page', () => {
  beforeEach(() => appStore.set(pressFilterAtom, ALL_PRESS_ITEMS));

  it('shows the hero and one section per year, newest first, with counts; the first year open', () => {
    renderWithProviders(<PressGallery items={ITEMS} />, { route: '/media' });
    expect(screen.getByRole('heading', { level: 1, name: 'Press Releases' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Press Releases 20253 items',
      'Press Releases 20241 item',
      'Press Releases 20231 item',
    ]);
    expect(yearButton(2025)).toHaveAttribute('aria-expanded', 'true');
    expect(yearButton(2024)).toHaveAttribute('aria-expanded', 'false');
    expect(yearButton(2023)).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps several years open at once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PressGallery items={ITEMS} />, { route: '/media' });
    await user.click(yearButton(2024));
    await user.click(yearButton(2023));
    expect(yearButton(2025)).toHaveAttribute('aria-expanded', 'true');
    expect(yearButton(2024)).toHaveAttribute('aria-expanded', 'true');
    expect(yearButton(2023)).toHaveAttribute('aria-expanded', 'true');
    await user.click(yearButton(2025));
    expect(yearButton(2025)).toHaveAttribute('aria-expanded', 'false');
  });

  it('draws cards with a lazy responsive preview, badges, title and date', () => {
    renderWithProviders(<PressGallery items={ITEMS} />, { route: '/media#2023' });
    const [first] = screen.getAllByTestId('media-card');
    const card = within(first as HTMLElement);
    expect(card.getByText('2025')).toBeInTheDocument();
    expect(card.getByText('Image')).toBeInTheDocument();
    expect(card.getByText('Foundation Stone Ceremony')).toBeInTheDocument();
    expect(card.getByText('12 Jun 2025')).toHaveAttribute('datetime', '2025-06-12');
    const preview = (first as HTMLElement).querySelector('img');
    expect(preview).toHaveAttribute('loading', 'lazy');
    expect(preview).toHaveAttribute('width', '320');
    expect(preview).toHaveAttribute('height', '213');
    expect(preview?.getAttribute('srcset')).toBe(
      '/press/2025/renditions/foundation-stone-ceremony-image-320.webp 320w, /press/2025/renditions/foundation-stone-ceremony-image-640.webp 640w',
    );
    const undated = screen
      .getAllByTestId('media-card')
      .find((card) => card.textContent?.includes('Sketches'));
    expect(within(undated as HTMLElement).getByText('Date not recorded')).toBeInTheDocument();
    expect(screen.getAllByTestId('media-card').filter((card) => card.dataset.type === 'video')).toHaveLength(
      1,
    );
  });

  it('opens a picture large, with Download, zoom, and previous/next', async () => {
    renderWithProviders(<PressGallery items={ITEMS} />, { route: '/media' });
    const { user, dialog } = await openViewer('Foundation Stone Ceremony');
    expect(within(dialog).getByTestId('viewer-position')).toHaveTextContent('1 of 5');
    const download = within(dialog).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/press/2025/2025-06-12-foundation-stone-ceremony.jpg');
    expect(download).toHaveAttribute('download', '2025-06-12-foundation-stone-ceremony.jpg');
    expect(zoomImage()).toHaveAttribute(
      'src',
      '/press/2025/renditions/foundation-stone-ceremony-image-640.webp',
    );
    expect(within(dialog).getByRole('button', { name: 'Previous item' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Next item' }));
    const video = await within(dialog).findByTestId('viewer-video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', '/press/2025/renditions/progress-film-video-640.webp');
    expect(within(dialog).queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('viewer-position')).toHaveTextContent('2 of 5');

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Shikhar Stone Carving' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Foundation Stone Ceremony' })).toBeInTheDocument();
  });

  it('zooms a picture by double-click, Ctrl/Cmd + wheel and keys, and pans only when zoomed', async () => {
    renderWithProviders(<PressGallery items={ITEMS} />, { route: '/media' });
    const { user } = await openViewer('Foundation Stone Ceremony');
    const readout = screen.getByTestId('zoom-readout');
    expect(zoomImage()).toHaveAttribute('data-zoom', '1');
    expect(readout).toHaveTextContent('100%');

    await user.keyboard('{ArrowUp}');
    expect(zoomImage().style.transform).toBe('translate(0px, 0px) scale(1)');

    fireEvent.doubleClick(screen.getByTestId('zoom-stage'));
    expect(zoomImage()).toHaveAttribute('data-zoom', '2');
    expect(readout).toHaveTextContent('200%');
    fireEvent.doubleClick(screen.getByTestId('zoom-stage'));
    expect(zoomImage()).toHaveAttribute('data-zoom', '1');

    fireEvent.wheel(screen.getByTestId('zoom-stage'), { deltaY: -100, ctrlKey: true });
    fireEvent.wheel(screen.getByTestId('zoom-stage'), { deltaY: -100, metaKey: true });
    expect(zoomImage()).toHaveAttribute('data-zoom', '1.2');
    fireEvent.wheel(screen.getByTestId('zoom-stage'), { deltaY: -100 });
    expect(zoomImage()).toHaveAttribute('data-zoom', '1.2');

    await user.keyboard('+');
    expect(zoomImage()).toHaveAttribute('data-zoom', '1.3');
    await user.keyboard('-');
    expect(zoomImage()).toHaveAttribute('data-zoom', '1.2');
    await user.keyboard('{ArrowLeft}');
    expect(zoomImage().style.transform).toBe('translate(60px, 0px) scale(1.2)');
    expect(screen.getByRole('dialog', { name: 'Foundation Stone Ceremony' })).toBeInTheDocument();

    await user.keyboard('0');
    expect(zoomImage()).toHaveAttribute('data-zoom', '1');
    for (let i = 0; i < 60; i++) await user.keyboard('=');
    expect(zoomImage()).toHaveAttribute('data-zoom', '5');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(readout).toHaveTextContent('100%');
  });

  it('pans a zoomed picture by dragging', async () => {
    renderWithProviders(<PressGallery items={ITEMS} />, { route: '/media' });
    await openViewer('Foundation Stone Ceremony');
    const stage = screen.getByTestId('zoom-stage');
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 10, clientY: 10, button: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(stage, { pointerId: 1, clientX: 60, clientY: 30, pointerType: 'mouse' });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 60, clientY: 30, pointerType: 'mouse' });
    expect(zoomImage().style.transform).toBe('translate(0px, 0px) scale(1)');

    fireEvent.doubleClick(stage);
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 10, clientY: 10, button: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(stage, { pointerId: 2, clientX: 60, clientY: 30, pointerType: 'mouse' });
    fireEvent.pointerUp(stage, { pointerId: 2, clientX: 60, clientY: 30, pointerType: 'mouse' });
    expect(zoomImage().style.transform).toBe('translate(50px, 20px) scale(2)');
  });

  it('closes on Escape and gives focus back to the press card', async () => {
    renderWithProviders(<PressGallery items={ITEMS} />, { route: '/media' });
    const { user } = await openViewer('Shikhar Stone Carving');
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: /Shikhar Stone Carving/ })).toHaveFocus(),
    );
  });

  it('#videos and #images set the type filter; #all shows everything again', () => {
    const { unmount } = renderWithProviders(<PressGallery items={ITEMS} />, { route: '/media#videos' });
    expect(screen.getAllByTestId('media-card').map((card) => card.dataset.type)).toEqual(['video']);
    expect(appStore.get(pressFilterAtom).type).toBe('video');
    expect(screen.getByTestId('press-filter-status')).toHaveTextContent('Showing videos only: 1 of 5.');
    unmount();

    renderWithProviders(<PressGallery items={ITEMS} />, { route: '/media#images' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getAllByTestId('year-count')[0]).toHaveTextContent('2 items');
    expect(appStore.get(pressFilterAtom).type).toBe('image');
  });

  it('#all clears the filter, and a visit without a type hash shows every type', () => {
    appStore.set(pressFilterAtom, { type: 'video', query: 'film' });
    const { unmount } = renderWithProviders(<PressGallery items={ITEMS} />, { route: '/media#all' });
    expect(appStore.get(pressFilterAtom)).toEqual(ALL_PRESS_ITEMS);
    unmount();
    appStore.set(pressFilterAtom, { type: 'video', query: '' });
    renderWithProviders(<PressGallery items={ITEMS} />, { route: '/media' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('#YYYY opens that year as well as the first, with every type an earlier hash left filtered', () => {
    // 2025 has a video, so "videos only" would still show it: the hash asks for the whole year all the same.
    appStore.set(pressFilterAtom, { type: 'video', query: '' });
    const { unmount } = renderWithProviders(<PressGallery items={ITEMS} />, { route: '/media#2025' });
    expect(appStore.get(pressFilterAtom).type).toBe('all');
    expect(screen.queryByTestId('press-filter-status')).toBeNull();
    expect(screen.getAllByTestId('year-count')[0]).toHaveTextContent('3 items');
    unmount();

    renderWithProviders(<PressGallery items={ITEMS} />, { route: '/media#2023' });
    expect(yearButton(2023)).toHaveAttribute('aria-expanded', 'true');
    expect(yearButton(2025)).toHaveAttribute('aria-expanded', 'true');
    expect(yearButton(2024)).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches by the text in the atom, with no controls of its own', () => {
    appStore.set(pressFilterAtom, { type: 'all', query: 'jun 2025' });
    renderWithProviders(<PressGallery items={ITEMS} />, { route: '/media' });
    expect(screen.getAllByTestId('media-card')).toHaveLength(1);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('renders the real catalogue', () => {
    renderWithProviders(<MediaPage />, { route: '/media' });
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
  });
});
