import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import type { Queryable } from '../../platform/db/database';
import { HttpError } from '../../platform/http-error';
import { operatorOnly } from '../../platform/operator-auth';
import { storedSecret } from '../../platform/stored-secret';
import { validate } from '../../platform/validate';
import { countedInPublicFigures } from '../donation-records';
import { contributorIdFor } from './contributor-id';

const ID_FORM =
  'Give the id of the contributor (as the contributors list shows it), or the donation id or merchant order id, as {"id": "…"}';
const bodySchema = z.object({
  id: z
    .string(ID_FORM)
    .trim()
    .min(1, ID_FORM)
    .max(100, ID_FORM)
    .regex(/^[\w-]+$/, ID_FORM),
});

/** The wall's ids: 22 base64url characters (contributorIdFor). */
const CONTRIBUTOR_ID = /^[\w-]{22}$/;
/** Donations read per step when matching a wall id, so a long wall never holds the thread for long. */
const MATCH_BATCH = 2_000;

/**
 * The donation a key names: its id or merchant order id (what the operator's other lists
 * give), else the wall id the public list shows. That id is a keyed digest that cannot be
 * reversed, so it is matched against the digests of every donation that can be on the wall.
 */
async function findDonationId(db: Queryable, key: string, idSecret: string): Promise<string | undefined> {
  const [direct] = await db.query<{ id: string }>(
    'SELECT id FROM donations WHERE id = $1 OR merchant_order_id = $1',
    [key],
  );
  if (direct) return direct.id;
  if (!CONTRIBUTOR_ID.test(key)) return undefined;
  let after = '';
  for (;;) {
    const rows = await db.query<{ id: string }>(
      `SELECT id FROM donations WHERE payment_status = 'SUCCESS' AND show_in_contributors AND id > $1
       ORDER BY id LIMIT ${MATCH_BATCH}`,
      [after],
    );
    const match = rows.find(({ id }) => contributorIdFor(idSecret, id) === key);
    if (match) return match.id;
    const last = rows.at(-1);
    if (!last || rows.length < MATCH_BATCH) return undefined;
    after = last.id;
  }
}

/**
 * POST /api/v2/operator/contributors/hide and …/unhide (operator credential), body
 * `{ "id": … }`: takes a donation off the public contributors wall (a name that is spam, a
 * lure or abuse), or puts it back. The donation stays paid and in the totals; the donor's
 * own choice to be listed is kept. Asking twice changes nothing.
 */
export function registerContributorWallRoutes(
  app: FastifyInstance,
  { db, config, provider, listedContributors }: AppContext,
): void {
  for (const [action, hidden] of [
    ['hide', true],
    ['unhide', false],
  ] as const) {
    app.post(`/api/v2/operator/contributors/${action}`, operatorOnly(config), async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id: key } = validate(bodySchema, request.body, 'body');
      const idSecret = await storedSecret(db, 'contributor-id');
      const donationId = await findDonationId(db, key, idSecret);
      const [row] = donationId
        ? await db.query<{ on_wall: boolean }>(
            `UPDATE donations SET hidden_from_contributors = $2 WHERE id = $1
             RETURNING ${countedInPublicFigures('$3')} AND show_in_contributors AND NOT hidden_from_contributors
               AS on_wall`,
            [donationId, hidden, provider.name === 'sandbox'],
          )
        : [];
      if (!donationId || !row) throw new HttpError(404, 'No contributor or donation has this id');
      listedContributors.forget();
      const contributorId = contributorIdFor(idSecret, donationId);
      // The wall's id is public already; the donation's ids open its status, so they stay out of the log.
      request.log.info(
        { contributorId },
        hidden
          ? 'A contributor was taken off the public wall'
          : 'A contributor was put back on the public wall',
      );
      return { success: true, data: { contributorId, donationId, hidden, onWall: row.on_wall } };
    });
  }
}
