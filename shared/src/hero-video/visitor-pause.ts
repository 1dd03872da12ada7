import { atom } from 'jotai';

/**
 * The visitor's pause of the hero loops, for the rest of the visit: every page's loop stays
 * paused until they press play. Each remote bundles its own hero video, so the choice lives
 * in `@temple/shared/core`, the page's one shared copy (in memory only, never stored).
 */
export const heroVideoPausedAtom = atom(false);
