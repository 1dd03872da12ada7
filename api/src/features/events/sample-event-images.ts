export interface SampleEventImage {
  id: string;
  title: string;
  eventType: string;
  featured: boolean;
  takenAt: string;
  description: string;
}

/** Sample event images for a new embedded database; their pictures are drawn by the API itself. */
export const SAMPLE_EVENT_IMAGES: readonly SampleEventImage[] = [
  {
    id: 'bhoomi-pooja-2022',
    title: 'Bhoomi Pooja',
    eventType: 'ceremony',
    featured: true,
    takenAt: '2022-04-14',
    description: 'Sample image: the ground-breaking ceremony.',
  },
  {
    id: 'foundation-stone-2022',
    title: 'Foundation Stone Laying',
    eventType: 'ceremony',
    featured: true,
    takenAt: '2022-11-08',
    description: 'Sample image: the first stone is placed.',
  },
  {
    id: 'shila-pujan-2023',
    title: 'Shila Pujan',
    eventType: 'seva',
    featured: false,
    takenAt: '2023-08-30',
    description: 'Sample image: devotees offer Shilas.',
  },
  {
    id: 'guru-purnima-2024',
    title: 'Guru Purnima Satsang',
    eventType: 'festival',
    featured: true,
    takenAt: '2024-07-21',
    description: 'Sample image: evening satsang.',
  },
  {
    id: 'amrit-bhog-2024',
    title: 'Amrit Bhog on Kartik Purnima',
    eventType: 'seva',
    featured: false,
    takenAt: '2024-11-15',
    description: 'Sample image: prasad for all visitors.',
  },
  {
    id: 'pillar-raising-2025',
    title: 'Raising the Rangamandap Pillars',
    eventType: 'construction',
    featured: true,
    takenAt: '2025-02-27',
    description: 'Sample image: the eight pillars go up.',
  },
  {
    id: 'shikhar-progress-2025',
    title: 'Shikhar Progress',
    eventType: 'construction',
    featured: false,
    takenAt: '2025-07-27',
    description: 'Sample image: carving of the shikhar.',
  },
  {
    id: 'deepotsav-2025',
    title: 'Deepotsav',
    eventType: 'festival',
    featured: false,
    takenAt: '2025-10-20',
    description: 'Sample image: a thousand lamps.',
  },
];

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A plain placeholder picture, clearly marked as a sample. */
export function sampleImageSvg(image: SampleEventImage): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${escapeXml(image.title)}">
<rect width="800" height="600" fill="#f3e3c3"/>
<circle cx="400" cy="230" r="110" fill="#e8a33d"/>
<text x="400" y="430" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#5a2d0c">${escapeXml(image.title)}</text>
<text x="400" y="490" font-family="sans-serif" font-size="24" text-anchor="middle" fill="#7a5a3a">Sample image · ${image.takenAt}</text>
</svg>`;
}
