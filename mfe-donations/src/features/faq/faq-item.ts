import type { ReactNode } from 'react';

/** One question of a FAQ block; a string answer is searchable and goes into the structured data. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string | ReactNode;
}
