import { type ApiResult, type BhogDate, CACHE_MS, getApi } from '@temple/shared';

let cached: { at: number; result: Promise<ApiResult<BhogDate[]>> } | undefined;

/**
 * The available Amrit Bhog dates, kept for ten minutes (spec section 9). Nothing
 * refetches on focus; a failure is not kept, so the next opening asks again.
 */
export function loadBhogDates(now: number = Date.now()): Promise<ApiResult<BhogDate[]>> {
  if (cached && now - cached.at < CACHE_MS.bhogDates) return cached.result;
  const result = getApi()
    .getBhogDates()
    .then((answer): ApiResult<BhogDate[]> => {
      if (!answer.success) cached = undefined;
      return answer.success ? { success: true, data: answer.data.availableDates } : answer;
    });
  cached = { at: now, result };
  return result;
}

/** Tests start from an empty cache. */
export function clearBhogDatesCache(): void {
  cached = undefined;
}
