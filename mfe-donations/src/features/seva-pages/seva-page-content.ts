import type { PaymentType } from '@temple/shared';
import type { FaqItem } from '../faq';
import type { Fact } from '../page-sections';

/** Everything that makes one dedicated contribution page its own. */
export interface SevaPageContent {
  type: PaymentType;
  /** Quantity suggested in the form. */
  qty: number;
  hero: { eyebrow: string; title: string; subtitle: string; actionLabel: string };
  form: { title: string; note: string };
  about: { title: string; paragraphs: readonly string[] };
  facts: readonly Fact[];
  /** Shiladaan's Esteemed Contributors placeholder. */
  contributorsSoon?: boolean;
  faq: readonly FaqItem[];
  closing: { title: string; text: string; actionLabel: string };
}
