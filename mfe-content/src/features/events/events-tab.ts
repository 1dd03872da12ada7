const EVENTS_TABS = ['upcoming', 'past', 'all'] as const;
export type EventsTab = (typeof EVENTS_TABS)[number];

const isEventsTab = (value: string | null): value is EventsTab =>
  (EVENTS_TABS as readonly (string | null)[]).includes(value);

/**
 * `?tab=` of the events page; anything else falls back to Upcoming. A lookup in the list
 * of three: a schema library would add ~8 KB gzip to the page's first render for it.
 */
export function parseEventsTab(value: string | null): EventsTab {
  return isEventsTab(value) ? value : 'upcoming';
}
