import { randomUUID } from 'node:crypto';
import { csrEnquirySchema } from '@temple/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/app-context';
import { validate } from '../../app/validate';

/** POST /api/contact: stores a CSR partnership enquiry and tells the trust. */
export function registerContactRoutes(app: FastifyInstance, { db, enquiryNotifier }: AppContext): void {
  app.post('/api/contact', async (request, reply) => {
    const enquiry = validate(csrEnquirySchema, request.body, 'body');
    const id = randomUUID();
    await db.query(
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
    try {
      await enquiryNotifier.notify({ ...enquiry, id });
    } catch (error) {
      // The enquiry is stored; a failed notification must not turn it into an error for the visitor.
      request.log.error({ err: error, enquiryId: id }, 'CSR enquiry notification failed');
    }
    return reply.status(201).send({ success: true, data: { id } });
  });
}
