// From the bundled entry, not the shared core: a remote may be released before the shell.
import { API_PATH_VALUE } from '@temple/shared';
import * as z from 'zod/mini';

/** An order id as the provider sends it back, and as it may stand in the API's path. */
const orderIdSchema = z.string().check(z.trim(), z.regex(API_PATH_VALUE));

/** The query string of a payment return link, `?order_id=...`; anything else is no order id. */
const paymentLinkSchema = z.object({
  order_id: z.catch(z.optional(orderIdSchema), undefined),
});

export function orderIdFromSearch(search: URLSearchParams): string | undefined {
  return paymentLinkSchema.parse({ order_id: search.get('order_id') ?? undefined }).order_id;
}
