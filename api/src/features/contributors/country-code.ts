const ALIASES: Record<string, string> = {
  usa: 'US',
  'u.s.a.': 'US',
  us: 'US',
  'united states of america': 'US',
  uk: 'GB',
  'u.k.': 'GB',
  england: 'GB',
  uae: 'AE',
  bharat: 'IN',
};

/** Country name (English) -> ISO 3166 code, built from the runtime's own region names. */
function buildIndex(): Map<string, string> {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const index = new Map(Object.entries(ALIASES));
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const first of letters) {
    for (const second of letters) {
      const code = `${first}${second}`;
      const name = names.of(code);
      if (name && name !== code) index.set(name.toLowerCase(), code);
    }
  }
  return index;
}

let index: Map<string, string> | undefined;

/** "India" -> "IN", "United Kingdom" -> "GB"; a name it does not know -> null. */
export function countryCode(country: string): string | null {
  index ??= buildIndex();
  const key = country.trim().toLowerCase();
  if (/^[a-z]{2}$/.test(key) && !index.has(key)) return key.toUpperCase();
  return index.get(key) ?? null;
}
