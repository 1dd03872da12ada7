import { type ReceiptStatus, receiptToken } from '@temple/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { PRIVATE_ANSWER } from '../../platform/cache-headers';
import { HttpError } from '../../platform/http-error';
import { maskedId } from '../../platform/logging';
import { validate } from '../../platform/validate';
import { type DonationRow, findDonation, notFoundMessage } from '../donation-records';
import { receiptPdf } from './rendered-receipts';
import { trustRegistrations } from './trust-registrations';

const paramsSchema = z.object({ id: z.string().trim().min(1).max(100) });
const queryWithToken = z.object({ token: z.string().max(200).optional() });

const RECEIPT_MESSAGES = {
  tokenRequired: 'A receipt token is required',
  tokenInvalid: 'The receipt token does not match this donation',
  notPaid: 'A receipt is available only for a successful payment',
  notDrawn:
    'Your receipt could not be prepared just now. Please try again later; if it still fails, write to the trust with your donation ID.',
} as const;

async function donationOr404(context: AppContext, id: string): Promise<DonationRow> {
  const donation = await findDonation(context.db, id);
  if (!donation) throw new HttpError(404, notFoundMessage(id));
  return donation;
}

async function checkToken(donation: DonationRow, token: string | undefined): Promise<void> {
  if (!token) throw new HttpError(403, RECEIPT_MESSAGES.tokenRequired);
  if (token.toLowerCase() !== (await receiptToken(donation.donor_email))) {
    throw new HttpError(403, RECEIPT_MESSAGES.tokenInvalid);
  }
}

/**
 * GET /api/v2/receipts/:id/receipt?token=          the 80G receipt PDF (403 wrong token, 409 not paid)
 * GET /api/v2/donations/:id/receipt/status?token=  whether the receipt is ready (token optional)
 * The donation id (random, reaching the donor only through the provider's redirect) is the capability.
 * The token, `receiptToken(donorEmail)` from @temple/shared, is part of the site's receipt link and
 * must match the donor's e-mail; anyone who knows that e-mail can derive it, so it is no secret on its own.
 */
export function registerReceiptRoutes(app: FastifyInstance, context: AppContext): void {
  app.get(
    '/api/v2/receipts/:id/receipt',
    { config: { rateLimitBucket: 'receipt' } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_ANSWER);
      const { id } = validate(paramsSchema, request.params, 'params');
      const { token } = validate(queryWithToken, request.query, 'query');
      const donation = await donationOr404(context, id);
      await checkToken(donation, token);
      if (donation.payment_status !== 'SUCCESS' || !donation.receipt_number)
        throw new HttpError(409, RECEIPT_MESSAGES.notPaid);
      const pdf = await receiptPdf(donation, trustRegistrations(context.config)).catch((error: unknown) => {
        request.log.error(
          {
            donation: maskedId(donation.id),
            failure: error instanceof Error ? error.message : String(error),
          },
          'receipt not drawn',
        );
        throw new HttpError(503, RECEIPT_MESSAGES.notDrawn);
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="Receipt_${donation.id}.pdf"`)
        .header('cache-control', PRIVATE_ANSWER)
        .send(pdf);
    },
  );

  app.get(
    '/api/v2/donations/:id/receipt/status',
    { config: { rateLimitBucket: 'status' } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_ANSWER);
      const { id } = validate(paramsSchema, request.params, 'params');
      const { token } = validate(queryWithToken, request.query, 'query');
      const donation = await donationOr404(context, id);
      if (token !== undefined) await checkToken(donation, token);
      const data: ReceiptStatus = {
        donationId: donation.id,
        ready: donation.payment_status === 'SUCCESS' && donation.receipt_number !== null,
        paymentStatus: donation.payment_status,
        ...(donation.receipt_number ? { receiptNumber: donation.receipt_number } : {}),
      };
      return { success: true, data };
    },
  );
}
