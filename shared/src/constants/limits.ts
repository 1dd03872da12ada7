/** Field limits of spec sections 5 and 9, shared by the forms and the API. */
export const FIELD_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  addressMin: 5,
  addressMax: 200,
  cityMin: 2,
  cityMax: 100,
  businessNameMax: 200,
  messageMax: 500,
} as const;

/** PAN is asked for (not enforced) above this amount, for the 80G exemption. */
export const PAN_HINT_THRESHOLD = 2000;

/** Contributor highlights: at least 5 Shilas or 25 sq. units. */
export const HIGHLIGHT_MIN_SHILAS = 5;
export const HIGHLIGHT_MIN_SQ_UNITS = 25;

/** How many contributors each view asks for. */
export const CONTRIBUTORS_LIMIT = {
  home: 30,
  hub: 30,
  default: 100,
  viewAll: 1000,
} as const;

/** Cache lifetimes of spec section 9, in milliseconds. */
export const CACHE_MS = {
  statistics: 5 * 60_000,
  bhogDates: 10 * 60_000,
  contributors: 2 * 60_000,
  health: 30_000,
} as const;

/** Payment status polling: every 5 s, three retries on a failed request. */
export const PAYMENT_POLL_INTERVAL_MS = 5000;
export const PAYMENT_POLL_RETRIES = 3;
