// The API's answers kept for the times of spec section 9, shared by the pages that ask.
export { type CachedQuery, cachedQuery } from './cached-query';
export { type QueryState, useCachedQuery } from './use-cached-query';
