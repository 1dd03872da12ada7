import { randomUUID } from 'node:crypto';
import { CSR_MESSAGES, csrEnquirySchema } from '@temple/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/app-context';
import { HttpError } from '../../platform/http-error';
import { validate } from '../../platform/validate';

/**
 * POST /api/contact: stores a CSR partnership enquiry and queues its e-mail to the trust
 * (CSR_ENQUIRY_EMAIL). Past CSR_ENQUIRIES_PER_HOUR from all clients together, 429 with the
 * trust's address to write to instead: many addresses at 5 an hour each cannot flood its inbox.
 */
export function registerContactRoutes(app: FastifyInstance, { db, mailer, config }: AppContext): void {
  app.post('/api/contact', { config: { rateLimitBucket: 'enquiry' } }, async (request, reply) => {
    const enquiry = validate(csrEnquirySchema, request.body, 'body');
    const id = randomUUID();
    await db.transaction(async (tx) => {
      const [lastHour] = await tx.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM csr_enquiries WHERE created_at > now() - interval '1 hour'`,
      );
      if ((lastHour?.count ?? 0) >= config.CSR_ENQUIRIES_PER_HOUR)
        throw new HttpError(429, CSR_MESSAGES.busy(config.CSR_ENQUIRY_EMAIL));
      await tx.query(
        `INSERT INTO csr_enquiries (id, organization_name, contact_person, designation, email,
         areas_of_interest, contribution_type, message)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          id,
          enquiry.organizationName,
          enquiry.contactPerson,
          enquiry.designation ?? null,
          enquiry.email,
          JSON.stringify(enquiry.areasOfInterest),
          JSON.stringify(enquiry.contributionType),
          enquiry.message ?? null,
        ],
      );
      await mailer.queueEnquiry(tx, id);
    });
    mailer.wake();
    request.log.info({ enquiryId: id, mailed: mailer.enabled }, 'CSR enquiry stored');
    return reply.status(201).send({ success: true, data: { id } });
  });
}
