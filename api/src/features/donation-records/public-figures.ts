/**
 * The paid donations that public figures (the totals, the contributors wall) count, with
 * `$n` a boolean parameter that says whether the site runs the sandbox. Its payments cost
 * nothing, so a site taking real money leaves out any left from testing before it went live.
 */
export function countedInPublicFigures(sandboxSiteParam: string): string {
  return `payment_status = 'SUCCESS' AND (provider <> 'sandbox' OR ${sandboxSiteParam}::boolean)`;
}
