import { z } from 'zod';

const faqHashSchema = z
  .string()
  .regex(/^#faq-[a-z0-9-]+$/)
  .transform((hash) => hash.slice('#faq-'.length));

/** `#faq-{id}` -> id, when the id is one of the block's items. */
export function faqIdFromHash(hash: string, ids: readonly string[]): string | undefined {
  const parsed = faqHashSchema.safeParse(decodeURIComponent(hash));
  return parsed.success && ids.includes(parsed.data) ? parsed.data : undefined;
}

export const faqAnchor = (id: string) => `faq-${id}`;
