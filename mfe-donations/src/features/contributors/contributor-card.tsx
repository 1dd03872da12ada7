import { type Contributor, formatRupees } from '@temple/shared';
import classes from './contributor-card.module.css';

/**
 * One devotee: name, place, what and how much they gave. Plain elements: it is repeated in rows.
 * Every line is shown whole, however long: the name and place are the donor's own words.
 */
export function ContributorCard({ contributor }: { contributor: Contributor }) {
  return (
    <div className={classes.card}>
      <p className={`${classes.line} ${classes.name}`}>{contributor.donorName}</p>
      {contributor.location && (
        <p className={`${classes.line} ${classes.small} ${classes.place}`}>{contributor.location}</p>
      )}
      <p className={`${classes.line} ${classes.amount}`}>
        {contributor.formattedAmount || formatRupees(contributor.amount)}
      </p>
      {contributor.donationDescription && (
        <p className={`${classes.line} ${classes.small} ${classes.what}`}>
          {contributor.donationDescription}
        </p>
      )}
    </div>
  );
}
