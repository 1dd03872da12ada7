import * as z from 'zod/mini';

/** An order id as the provider sends it back: letters, digits, dot, dash, underscore. */
const orderIdSchema = z.string().check(z.trim(), z.regex(/^[\w.-]{1,100}$/));

/** The query string of a payment return link, `?order_id=...`; anything else is no order id. */
export const paymentLinkSchema = z.object({
  order_id: z.catch(z.optional(orderIdSchema), undefined),
});

export function orderIdFromSearch(search: URLSearchParams): string | undefined {
  return paymentLinkSchema.parse({ order_id: search.get('order_id') ?? undefined }).order_id;
}
