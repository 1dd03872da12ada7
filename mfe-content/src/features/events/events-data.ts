import { TRUST } from '@temple/shared/core';
import type { TempleEvent } from './temple-event';

/**
 * The static timeline of the temple, 2022 to 2027. Links to photos go to the press page of
 * their year; a live one to the channel's live stream. An event gets a video link only with
 * the address of its own video.
 */
export const TEMPLE_EVENTS: readonly TempleEvent[] = [
  {
    id: 'bhoomi-pooja',
    title: 'Bhoomi Pooja (ground-breaking ceremony)',
    year: 2022,
    start: '2022-04-14',
    links: { photos: '/media#2022' },
  },
  {
    id: 'shilanyas',
    title: 'Shilanyas: laying of the foundation stone',
    year: 2022,
    start: '2022-11-07',
    end: '2022-11-08',
    links: { photos: '/media#2022' },
  },
  {
    id: 'foundation-complete',
    title: 'Completion of the temple foundation',
    year: 2023,
    start: '2023-06-21',
    links: { photos: '/media#2023' },
  },
  { id: 'shila-yatra-2023', title: 'Shila Yatra through the city', year: 2023, start: '2023-10-22' },
  {
    id: 'plinth-pooja',
    title: 'Plinth pooja and first stone course',
    year: 2024,
    start: '2024-02-24',
    links: { photos: '/media#2024' },
  },
  {
    id: 'garbha-griha-walls',
    title: 'Garbha griha walls raised',
    year: 2024,
    start: '2024-09-16',
    end: '2024-09-18',
  },
  {
    id: 'pillar-installation',
    title: 'Installation of the eight carved pillars',
    year: 2025,
    start: '2025-02-27',
    links: { photos: '/media#2025' },
  },
  {
    id: 'rangamandap-slab',
    title: 'Rangamandap roof slab poured',
    year: 2025,
    start: '2025-06-06',
    links: { photos: '/media#2025' },
  },
  {
    id: 'guru-purnima-2025',
    title: 'Guru Purnima Amrit Bhog on site',
    year: 2025,
    start: '2025-07-10',
    links: { live: `${TRUST.social.youtube}/live` },
  },
  {
    id: 'shikhar-work',
    title: 'Main shikhar: setting of the carved stones begins',
    year: 2026,
    start: '2026-03-19',
  },
  {
    id: 'shila-yatra-2026',
    title: 'Second Shila Yatra and devotees’ gathering',
    year: 2026,
    start: '2026-11-20',
    end: '2026-11-22',
  },
  {
    id: 'kalash-sthapana',
    title: 'Kalash sthapana on the main shikhar',
    year: 2027,
    start: '2027-08-15',
    links: { live: `${TRUST.social.youtube}/live` },
  },
  { id: 'prana-pratishtha', title: 'Prana Pratishtha and inauguration of the temple', year: 2027 },
];
