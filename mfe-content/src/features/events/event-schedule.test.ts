import { groupByYear, isUpcoming, pastEvents, upcomingEvents } from './event-schedule';
import { TEMPLE_EVENTS } from './events-data';
import type { TempleEvent } from './temple-event';

const TODAY = '2025-10-15';
const event = (fields: Partial<TempleEvent>): TempleEvent => ({ id: 'e', title: 'E', year: 2025, ...fields });

describe('the upcoming/past rule', () => {
  it('keeps an event upcoming on its end date, even when it started before', () => {
    expect(isUpcoming(event({ start: '2025-10-13', end: TODAY }), TODAY)).toBe(true);
  });

  it('counts a one-day event on its start date as upcoming', () => {
    expect(isUpcoming(event({ start: TODAY }), TODAY)).toBe(true);
  });

  it('counts an undated event as upcoming', () => {
    expect(isUpcoming(event({}), TODAY)).toBe(true);
  });

  it('makes an event past the day after its end date', () => {
    expect(isUpcoming(event({ start: '2025-10-12', end: '2025-10-14' }), TODAY)).toBe(false);
    expect(isUpcoming(event({ start: '2025-10-14' }), TODAY)).toBe(false);
  });

  it('judges by the end date, not the start date', () => {
    expect(isUpcoming(event({ start: '2025-10-01', end: '2025-10-20' }), TODAY)).toBe(true);
  });
});

describe('lists and grouping', () => {
  const events = [
    event({ id: 'a', title: 'A', year: 2024, start: '2024-05-01' }),
    event({ id: 'b', title: 'B', year: 2025, start: '2025-01-01' }),
    event({ id: 'c', title: 'C', year: 2027 }),
    event({ id: 'd', title: 'D', year: 2026, start: '2026-02-01' }),
    event({ id: 'e', title: 'E', year: 2025, start: '2025-12-01' }),
  ];

  it('lists upcoming events soonest first with undated ones last, past events latest first', () => {
    expect(upcomingEvents(events, TODAY).map((e) => e.id)).toEqual(['e', 'd', 'c']);
    expect(pastEvents(events, TODAY).map((e) => e.id)).toEqual(['b', 'a']);
  });

  it('groups by year, newest year first, with the events of each year', () => {
    expect(groupByYear(events).map(({ year, events: list }) => [year, list.map((e) => e.id)])).toEqual([
      [2027, ['c']],
      [2026, ['d']],
      [2025, ['b', 'e']],
      [2024, ['a']],
    ]);
  });

  it('covers every year from 2022 to 2027 in the timeline, each event in its own year', () => {
    const years = groupByYear(TEMPLE_EVENTS);
    expect(years.map((group) => group.year)).toEqual([2027, 2026, 2025, 2024, 2023, 2022]);
    expect(years.reduce((sum, group) => sum + group.events.length, 0)).toBe(TEMPLE_EVENTS.length);
    for (const item of TEMPLE_EVENTS) if (item.start) expect(item.start.slice(0, 4)).toBe(String(item.year));
  });
});
