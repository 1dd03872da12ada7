import { type Contributor, formatRupees, type PaymentType, sevaDescription } from '@temple/shared/contracts';
import type { Queryable } from '../../platform/db/database';
import { countedInPublicFigures } from '../donation-records';
import { contributorIdFor } from './contributor-id';
import { countryCode } from './country-code';
import { publicDonorName } from './public-donor-name';

interface ContributorRow {
  id: string;
  donor_name: string;
  is_anonymous: boolean;
  city: string;
  country: string;
  amount: number;
  shilas: number;
  payment_type: PaymentType;
  bhog_date: string | null;
  /** YYYY-MM-DD in India: the instant would single out an anonymous donor to whoever knows when they paid. */
  paid_on: string;
}

function toContributor(row: ContributorRow, idSecret: string): Contributor {
  return {
    id: contributorIdFor(idSecret, row.id),
    donorName: publicDonorName(row),
    location: `${row.city}, ${row.country}`,
    amount: row.amount,
    formattedAmount: formatRupees(row.amount),
    donationDescription: sevaDescription({
      paymentType: row.payment_type,
      shilas: row.shilas,
      bhogDate: row.bhog_date,
    }),
    donationDate: row.paid_on,
    paymentType: row.payment_type,
    country: row.country,
    countryCode: countryCode(row.country),
  };
}

/** Listed: paid, the donor agreed, and the operator has not taken it off the wall. */
const FILTER = `${countedInPublicFigures('$2')} AND show_in_contributors AND NOT hidden_from_contributors
  AND ($1::text IS NULL OR payment_type = $1)`;

export interface ListedContributorsQuery {
  paymentType?: PaymentType;
  sandboxSite: boolean;
  idSecret: string;
}

/**
 * Contributors are the successful donations whose donors agreed to be listed, newest
 * first, less those the operator took off the wall; those who asked to stay anonymous
 * show as Anonymous. `offset` and `limit` pick a stretch of that order.
 */
export async function readContributors(
  db: Queryable,
  { paymentType, sandboxSite, idSecret }: ListedContributorsQuery,
  offset: number,
  limit: number,
): Promise<Contributor[]> {
  const rows = await db.query<ContributorRow>(
    `SELECT id, donor_name, is_anonymous, city, country, amount, shilas, payment_type,
       bhog_date::text AS bhog_date, to_char(completed_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS paid_on
     FROM donations WHERE ${FILTER}
     ORDER BY completed_at DESC, id LIMIT $3 OFFSET $4`,
    [paymentType ?? null, sandboxSite, limit, offset],
  );
  return rows.map((row) => toContributor(row, idSecret));
}

/** How many contributors the wall lists (of one kind of seva, when asked). */
export async function countContributors(
  db: Queryable,
  { paymentType, sandboxSite }: Omit<ListedContributorsQuery, 'idSecret'>,
): Promise<number> {
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM donations WHERE ${FILTER}`,
    [paymentType ?? null, sandboxSite],
  );
  return count?.total ?? 0;
}
