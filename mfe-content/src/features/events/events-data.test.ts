import { TEMPLE_EVENTS } from './events-data';

const byId = (id: string) => TEMPLE_EVENTS.find((event) => event.id === id);

/**
 * The timeline tells the same story as the press page (mfe-media/media/press): the Bhoomi
 * Pooja, the foundation stone, then the foundation, and construction after that.
 */
describe('temple timeline', () => {
  it('has one Bhoomi Pooja, one Shilanyas and the foundation completed after them, on these dates', () => {
    expect(TEMPLE_EVENTS.filter((event) => /bhoomi/i.test(event.title))).toHaveLength(1);
    expect(TEMPLE_EVENTS.filter((event) => /shilanyas|foundation stone/i.test(event.title))).toHaveLength(1);
    expect(byId('bhoomi-pooja')).toMatchObject({ year: 2022, start: '2022-04-14' });
    expect(byId('bhoomi-pooja')?.end).toBeUndefined();
    expect(byId('shilanyas')).toMatchObject({ year: 2022, start: '2022-11-07', end: '2022-11-08' });
    expect(byId('foundation-complete')).toMatchObject({ year: 2023, start: '2023-06-21' });
  });

  it('lists the dated events in the order they happen, each ending on or after its start', () => {
    const dated = TEMPLE_EVENTS.filter((event) => event.start);
    const starts = dated.map((event) => event.start ?? '');
    expect(starts).toEqual([...starts].sort());
    expect(dated.map((event) => event.id).slice(0, 4)).toEqual([
      'bhoomi-pooja',
      'shilanyas',
      'foundation-complete',
      'shila-yatra-2023',
    ]);
    for (const event of dated) if (event.end) expect(event.end >= (event.start ?? '')).toBe(true);
  });

  it('sets the main shikhar from stones carved before it (press: Shikhar Stone Carving, 02 Oct 2025)', () => {
    const shikhar = byId('shikhar-work');
    expect(shikhar).toMatchObject({
      title: 'Main shikhar: setting of the carved stones begins',
      start: '2026-03-19',
    });
    expect((shikhar?.start ?? '') > '2025-10-02').toBe(true);
  });

  it('ends with the inauguration in 2027, the year construction completes (December 2027)', () => {
    expect(TEMPLE_EVENTS.at(-1)).toMatchObject({ id: 'prana-pratishtha', year: 2027 });
    for (const event of TEMPLE_EVENTS) expect(event.year).toBeLessThanOrEqual(2027);
  });

  it("links a live stream to the channel's live page, and never a video to the channel's home", () => {
    const links = TEMPLE_EVENTS.flatMap((event) => (event.links ? [event.links] : []));
    expect(links.filter((link) => link.live).map((link) => link.live)).toEqual([
      'https://www.youtube.com/@srimandir/live',
      'https://www.youtube.com/@srimandir/live',
    ]);
    expect(links.filter((link) => link.video === 'https://www.youtube.com/@srimandir')).toEqual([]);
  });
});
