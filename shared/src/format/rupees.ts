/**
 * 1100000 -> "11,00,000": Indian digit grouping (the last three digits, then pairs),
 * whole rupees. Written out rather than through Intl.NumberFormat('en-IN'): building
 * that formatter loads locale data, a long task on a slow phone at start-up.
 */
export function formatIndianNumber(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** 1100000 -> "₹11,00,000". */
export function formatRupees(value: number): string {
  return `₹${formatIndianNumber(value)}`;
}
