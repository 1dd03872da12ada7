import { API_PATH_VALUE } from '../api/path-value';
import { isPaymentType, paymentRecordTypeLabel } from '../constants/payment-types';
import { formatDateTimeEnIn } from '../format/dates';
import { formatRupees } from '../format/rupees';
import { sevaDescription } from '../format/seva-description';

/**
 * A page whose first screen depends on one API answer (the payment status) is sent with
 * that answer already in it: its app prerenders one HTML variant per value of a field of
 * the answer, with the answer's other fields left as slots, and the production server
 * asks the API, picks the variant and fills the slots (page-server/src/features/page-document/page-document.ts).
 * The answer also goes into the page, so the live app starts from it instead of asking
 * again and showing "checking" in between.
 */

/** Where the server reads a page's data and how that data picks the page's HTML. */
export interface PageDataSource {
  /** The API path; `{name}` stands for the page's query parameter of that name. */
  request: string;
  /** The field of the answer whose value names the HTML variant. */
  variantField: string;
  /** Every value of that field the app prerenders a variant for. */
  variants: readonly string[];
}

/** What a page with data is given when it is prerendered as one of its variants. */
export interface PrerenderVariantProps {
  /** The variant to draw, with slots where the answer's fields go; absent when drawn live. */
  prerenderVariant?: string;
}

/** `<temple-data field="amount" format="rupees">`: the server puts the formatted value there. */
export const DATA_TEXT_TAG = 'temple-data';
/** `<temple-data-if field="receiptNumber" format="text">…`: kept when the field shows a value, removed when not. */
export const DATA_IF_TAG = 'temple-data-if';
/** The element holding the page's data as the server read it: `{ request, data }`. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The seva of an answer in its own words and units, from its type, quantity and Bhog date. */
function sevaOf(data: Readonly<Record<string, unknown>>): string {
  const { paymentType, shilas, bhogDate } = data;
  if (!isPaymentType(paymentType) || typeof shilas !== 'number') return '';
  return sevaDescription({ paymentType, shilas, bhogDate: typeof bhogDate === 'string' ? bhogDate : null });
}

/** How a slot shows its field's value (or, for `seva`, the whole answer); the live page formats with the same functions. */
export const DATA_FORMATS = {
  text: (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : ''),
  rupees: (value: unknown) => (typeof value === 'number' ? formatRupees(value) : ''),
  'date-time': (value: unknown) => (typeof value === 'string' ? formatDateTimeEnIn(value) : ''),
  'payment-type': (value: unknown) => (typeof value === 'string' ? paymentRecordTypeLabel(value) : ''),
  seva: (_value: unknown, data: Readonly<Record<string, unknown>>) => sevaOf(data),
} as const satisfies Record<string, (value: unknown, data: Readonly<Record<string, unknown>>) => string>;
export type DataFormat = keyof typeof DATA_FORMATS;

export function isDataFormat(value: string): value is DataFormat {
  return Object.hasOwn(DATA_FORMATS, value);
}

/** The page key of a variant: "/payment-status" + "SUCCESS" -> "/payment-status.SUCCESS". */
export function variantKeyOf(path: string, variant: string): string {
  return `${path}.${variant}`;
}

/** The API path of a page's data for its query, or undefined when a parameter is missing or is not a plain value. */
export function pageDataRequestOf(source: PageDataSource, search: URLSearchParams): string | undefined {
  let complete = true;
  const request = source.request.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = search.get(name)?.trim() ?? '';
    if (!API_PATH_VALUE.test(value)) complete = false;
    return encodeURIComponent(value);
  });
  return complete ? request : undefined;
}

/** The data the server put into the page, when it answers this request; read once, at start-up. */
export function embeddedPageData(request: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const embedded = JSON.parse(element.textContent) as { request?: unknown; data?: unknown };
    return embedded.request === request ? embedded.data : undefined;
  } catch {
    return undefined;
  }
}

/** Once the live app is on screen the embedded data is spent: a later visit asks the API. */
export function discardEmbeddedPageData(): void {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
}
