import type { TempleEvent } from './temple-event';

/**
 * Upcoming if its end date, or else its start date, is today or later; an event without
 * a date is upcoming (its date is to be decided). Dates are yyyy-mm-dd, so they compare as text.
 */
export function isUpcoming(event: TempleEvent, today: string): boolean {
  const lastDay = event.end ?? event.start;
  return lastDay === undefined || lastDay >= today;
}

/** An event as of today: once it is over, its live stream is over too, so its live link goes. */
export function asOf(event: TempleEvent, today: string): TempleEvent {
  if (isUpcoming(event, today) || !event.links?.live) return event;
  const { live: _over, ...links } = event.links;
  return { ...event, links };
}

/** Earliest first; undated events last. */
function byStart(a: TempleEvent, b: TempleEvent): number {
  if (a.start === b.start) return a.title.localeCompare(b.title);
  if (a.start === undefined) return 1;
  if (b.start === undefined) return -1;
  return a.start < b.start ? -1 : 1;
}

export function upcomingEvents(events: readonly TempleEvent[], today: string): TempleEvent[] {
  return events.filter((event) => isUpcoming(event, today)).sort(byStart);
}

/** Most recent first. */
export function pastEvents(events: readonly TempleEvent[], today: string): TempleEvent[] {
  return events.filter((event) => !isUpcoming(event, today)).sort((a, b) => byStart(b, a));
}

export interface EventYear {
  year: number;
  events: TempleEvent[];
}

/** Newest year first; within a year, by date. */
export function groupByYear(events: readonly TempleEvent[]): EventYear[] {
  const years = new Map<number, TempleEvent[]>();
  for (const event of events) years.set(event.year, [...(years.get(event.year) ?? []), event]);
  return [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, list]) => ({ year, events: list.sort(byStart) }));
}
