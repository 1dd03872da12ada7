interface Ordered {
  year: number;
  title: string;
}

/** Spec order of the press items: year descending, then title. */
export function sortMediaItems<T extends Ordered>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.year - a.year || a.title.localeCompare(b.title, 'en'));
}
