/** The site's name: home's whole title, and the end of every other page's. */
export const SITE_NAME = 'Sri Mandir Nirman Seva';

/** A page's document title, as the tab, a search result and a shared link show it. */
export function documentTitleOf(pageTitle: string): string {
  return pageTitle ? `${pageTitle} | ${SITE_NAME}` : SITE_NAME;
}
