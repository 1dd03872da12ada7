import { formatShortDate } from '@temple/shared/core';
import type { TempleEvent } from './temple-event';

const DATE_TO_BE_DECIDED = 'Date to be decided';

/** "27 Feb 2025", "07 Nov 2022 – 08 Nov 2022", or the to-be-decided note. */
export function formatEventDate({ start, end }: TempleEvent): string {
  if (!start) return DATE_TO_BE_DECIDED;
  return end && end !== start
    ? `${formatShortDate(start)} – ${formatShortDate(end)}`
    : formatShortDate(start);
}
