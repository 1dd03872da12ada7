import { z } from 'zod/mini';

export const EVENTS_TABS = ['upcoming', 'past', 'all'] as const;
export type EventsTab = (typeof EVENTS_TABS)[number];

/** `?tab=` of the events page; anything else falls back to Upcoming. */
const tabParam = z.catch(z.enum(EVENTS_TABS), 'upcoming');

export function parseEventsTab(value: string | null): EventsTab {
  return tabParam.parse(value ?? undefined);
}
