/** Said where the devotees would be, by the section and by the view-all dialog. */
export const CONTRIBUTORS_LOAD_FAILED = 'Unable to load devotees at the moment. Please try again later.';
/** The view-all dialog with no one to show yet, while the full list loads. */
export const CONTRIBUTORS_LOADING = 'Loading devotees…';
/** The view-all dialog's search or tab left no one. */
export const NO_DEVOTEES_MATCH = 'No devotees match your search.';
/** There are no devotees at all yet (a new site): said instead of a row or a search result. */
export const NO_DEVOTEES_YET = 'No devotees to show yet.';
