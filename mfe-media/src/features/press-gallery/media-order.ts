interface Ordered {
  year: number;
  title: string;
}

/** Spec order of the press items: year descending, then title. */
export function sortMediaItems<T extends Ordered>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.year - a.year || a.title.localeCompare(b.title, 'en'));
}

export interface YearGroup<T> {
  year: number;
  items: T[];
}

/** One group per year, newest first, keeping the items' order within a year. */
export function groupByYear<T extends Ordered>(items: readonly T[]): YearGroup<T>[] {
  const years = new Map<number, T[]>();
  for (const item of items) years.set(item.year, [...(years.get(item.year) ?? []), item]);
  return [...years.entries()].sort(([a], [b]) => b - a).map(([year, ofYear]) => ({ year, items: ofYear }));
}
