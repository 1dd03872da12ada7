import type { PaymentStatus, PaymentType } from '@temple/shared/contracts';
import type { Queryable } from '../../platform/db/database';
import { pagination } from '../../platform/pagination';
import { publicDonorName } from '../contributors';

interface PublicDonationRow {
  id: string;
  payment_type: PaymentType;
  shilas: number;
  amount: number;
  payment_status: PaymentStatus;
  donor_name: string;
  is_anonymous: boolean;
  city: string;
  country: string;
  created_at: Date;
  completed_at: Date | null;
}

const FILTER = '($1::text IS NULL OR payment_status = $1) AND ($2::text IS NULL OR payment_type = $2)';

/** The v1 donation list: newest first, filtered, without any contact detail. */
export async function listDonations(
  db: Queryable,
  query: { page: number; limit: number; status?: PaymentStatus; paymentType?: PaymentType },
) {
  const filter = [query.status ?? null, query.paymentType ?? null];
  const rows = await db.query<PublicDonationRow>(
    `SELECT id, payment_type, shilas, amount, payment_status, donor_name, is_anonymous, city, country,
       created_at, completed_at
     FROM donations WHERE ${FILTER}
     ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
    [...filter, query.limit, (query.page - 1) * query.limit],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM donations WHERE ${FILTER}`,
    filter,
  );
  return {
    donations: rows.map((row) => ({
      donationId: row.id,
      donorName: publicDonorName(row),
      city: row.city,
      country: row.country,
      amount: row.amount,
      shilas: row.shilas,
      paymentType: row.payment_type,
      paymentStatus: row.payment_status,
      createdAt: row.created_at.toISOString(),
      completedAt: row.completed_at?.toISOString() ?? null,
    })),
    pagination: pagination(query, count?.total ?? 0),
  };
}
