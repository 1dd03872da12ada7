const indianGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 1100000 -> "11,00,000": Indian digit grouping, whole rupees. */
export function formatIndianNumber(value: number): string {
  return indianGrouping.format(Math.round(value));
}

/** 1100000 -> "₹11,00,000". */
export function formatRupees(value: number): string {
  return `₹${formatIndianNumber(value)}`;
}
