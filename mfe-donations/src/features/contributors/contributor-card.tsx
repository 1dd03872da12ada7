import { type Contributor, formatRupees } from '@temple/shared';
import classes from './contributor-card.module.css';

/**
 * One devotee: name, place, what and how much they gave. Plain elements: it is repeated in rows.
 * The name is shown whole, however long: it is the donor's own.
 */
export function ContributorCard({ contributor }: { contributor: Contributor }) {
  return (
    <div className={classes.card}>
      <p className={`${classes.line} ${classes.name}`}>{contributor.donorName}</p>
      {contributor.location && (
        <p className={`${classes.line} ${classes.small} ${classes.clamp} ${classes.place}`}>
          {contributor.location}
        </p>
      )}
      <p className={`${classes.line} ${classes.amount}`}>
        {contributor.formattedAmount || formatRupees(contributor.amount)}
      </p>
      {contributor.donationDescription && (
        <p className={`${classes.line} ${classes.small} ${classes.clamp} ${classes.what}`}>
          {contributor.donationDescription}
        </p>
      )}
    </div>
  );
}
