import { hashText } from '@temple/shared';
import * as z from 'zod/mini';

const faqHashSchema = z.pipe(
  z.string().check(z.regex(/^faq-[a-z0-9-]+$/)),
  z.transform((text) => text.slice('faq-'.length)),
);

/** `#faq-{id}` -> id, when the id is one of the block's items. */
export function faqIdFromHash(hash: string, ids: readonly string[]): string | undefined {
  const parsed = faqHashSchema.safeParse(hashText(hash));
  return parsed.success && ids.includes(parsed.data) ? parsed.data : undefined;
}

export const faqAnchor = (id: string) => `faq-${id}`;
