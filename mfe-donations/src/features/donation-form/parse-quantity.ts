/**
 * The typed quantity as a number; blank is absent. Only digits (with a decimal part, which
 * the schema refuses as not whole, or a minus, which it refuses as under 1) are a number,
 * grouped or not ("1,000"): Number() would read "1e2" as 100. Anything else is NaN, which
 * the schema refuses as not a whole number.
 */
export function parseQuantity(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const ungrouped = /^\d{1,3}([, ]\d{2,3})+$/.test(trimmed) ? trimmed.replace(/[, ]/g, '') : trimmed;
  return /^-?\d+(\.\d+)?$/.test(ungrouped) ? Number(ungrouped) : Number.NaN;
}
