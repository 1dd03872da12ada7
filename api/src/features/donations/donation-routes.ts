import { donationRequestSchema, PAYMENT_TYPES } from '@temple/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { PRIVATE_ANSWER } from '../../platform/cache-headers';
import { operatorOnly } from '../../platform/operator-auth';
import { validate } from '../../platform/validate';
import { toPaymentStatusRecord } from '../donation-records';
import { createDonation } from './create-donation';
import { createDonationStatusReader } from './donation-status';
import { idempotencyKeyOf } from './idempotency';
import { listDonations } from './list-donations';

const idParamsSchema = z.object({
  id: z.string().trim().min(1, 'Donation id is required').max(100, 'Donation id is too long'),
});

const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(['PENDING', 'SUCCESS', 'FAILED']).optional(),
  paymentType: z.enum(PAYMENT_TYPES).optional(),
});

/**
 * The donation calls of spec section 7, v2 and the older v1 paths:
 *   POST /api/v2/donations, POST /api/donations                 create (optional Idempotency-Key header)
 *   GET  /api/v2/donations/:id/status, /api/donations/:id/status  payment status record
 *   GET  /api/donations/:id                                     the same record (v1)
 *   GET  /api/donations?page&limit&status&paymentType           operator list (no contact details)
 * The donation id is the capability to its status: random, and never in a public list.
 */
export function registerDonationRoutes(app: FastifyInstance, context: AppContext): void {
  const readDonation = createDonationStatusReader(context);

  for (const path of ['/api/v2/donations', '/api/donations']) {
    app.post(path, async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request.headers);
      const donation = validate(donationRequestSchema, request.body, 'body');
      const data = await createDonation(
        context,
        donation,
        request.log,
        { address: request.ip },
        idempotencyKey,
      );
      return reply.status(201).header('cache-control', PRIVATE_ANSWER).send({ success: true, data });
    });
  }

  for (const path of ['/api/v2/donations/:id/status', '/api/donations/:id/status', '/api/donations/:id']) {
    app.get(path, { config: { rateLimitBucket: 'status' } }, async (request, reply) => {
      reply.header('cache-control', PRIVATE_ANSWER);
      const { id } = validate(idParamsSchema, request.params, 'params');
      return { success: true, data: toPaymentStatusRecord(await readDonation(id, request.log)) };
    });
  }

  app.get('/api/donations', operatorOnly(context.config), async (request, reply) => {
    reply.header('cache-control', PRIVATE_ANSWER);
    const query = validate(listQuerySchema, request.query, 'query');
    return { success: true, data: await listDonations(context.db, query) };
  });
}
