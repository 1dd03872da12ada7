import { Body, MakeTime, Observer, SearchMoonPhase, SearchRiseSet } from 'astronomy-engine';

/** The temple in Bengaluru: where sunrise is observed for the tithi-at-sunrise rule. */
const TEMPLE_OBSERVER = { latitude: 12.9716, longitude: 77.5946, heightMetres: 920 } as const;

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Purnima, the 15th tithi, is the Moon 168°-180° ahead of the Sun. */
const PURNIMA_START_ELONGATION = 168;
const FULL_MOON_ELONGATION = 180;

/** "YYYY-MM-DD" of an instant in Indian Standard Time. */
export function istDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

function sunrisesBetween(observer: Observer, from: Date, to: Date): Date[] {
  const sunrises: Date[] = [];
  let searchFrom = from;
  for (;;) {
    const sunrise = SearchRiseSet(Body.Sun, observer, +1, MakeTime(searchFrom), 2);
    if (!sunrise || sunrise.date >= to) return sunrises;
    sunrises.push(sunrise.date);
    searchFrom = new Date(sunrise.date.getTime() + DAY_MS / 4);
  }
}

/**
 * The Purnima day of one full moon by the tithi-at-sunrise (udaya tithi) rule: the day
 * whose sunrise falls inside the Purnima tithi. When the tithi spans two sunrises the
 * later day, on which the Moon becomes full, is taken; when it spans none (a kshaya
 * tithi) the day on which it begins and ends.
 */
function purnimaDay(fullMoon: Date, observer: Observer): string {
  const tithiStart = SearchMoonPhase(
    PURNIMA_START_ELONGATION,
    MakeTime(new Date(fullMoon.getTime() - 2 * DAY_MS)),
    3,
  );
  if (!tithiStart) throw new Error(`No Purnima start found before ${fullMoon.toISOString()}`);
  const sunrises = sunrisesBetween(observer, tithiStart.date, fullMoon);
  const lastSunrise = sunrises.at(-1);
  return istDate(lastSunrise ?? tithiStart.date);
}

/** Every Purnima day (IST, "YYYY-MM-DD") from `from` up to, not including, `until`. */
export function purnimaDates(from: Date, until: Date, site = TEMPLE_OBSERVER): string[] {
  const observer = new Observer(site.latitude, site.longitude, site.heightMetres);
  const dates: string[] = [];
  let searchFrom = new Date(from.getTime() - 2 * DAY_MS);
  for (;;) {
    const fullMoon = SearchMoonPhase(FULL_MOON_ELONGATION, MakeTime(searchFrom), 40);
    if (!fullMoon || fullMoon.date.getTime() > until.getTime() + 2 * DAY_MS) break;
    const day = purnimaDay(fullMoon.date, observer);
    if (day >= istDate(from) && day < istDate(until)) dates.push(day);
    searchFrom = new Date(fullMoon.date.getTime() + DAY_MS);
  }
  return dates;
}
