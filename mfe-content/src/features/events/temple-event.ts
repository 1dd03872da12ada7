/** One event of the temple's timeline (spec section 2, Events page). */
export interface TempleEvent {
  id: string;
  title: string;
  year: number;
  /** yyyy-mm-dd; absent while the date is to be decided. */
  start?: string;
  /** yyyy-mm-dd, for events of several days. */
  end?: string;
  links?: EventLinks;
}

export interface EventLinks {
  photos?: string;
  video?: string;
  live?: string;
}
