import * as z from 'zod/mini';
import type { PaymentType } from '../constants/payment-types';
import { type BhogDatesResponse, bhogDatesResponseSchema } from './contracts/bhog-dates';
import {
  type ContributorsResponse,
  contributorListSchema,
  contributorsResponseSchema,
} from './contracts/contributors';
import type { CsrEnquiryInput } from './contracts/csr-enquiry';
import {
  type CreateDonationData,
  createDonationDataSchema,
  type DonationRequest,
} from './contracts/donation-request';
import { envelopeSchema } from './contracts/envelope';
import { type PaymentStatusRecord, paymentStatusRecordSchema } from './contracts/payment-status';
import {
  type DonationStatistics,
  donationStatisticsSchema,
  type Health,
  healthSchema,
} from './contracts/statistics';
import { FALLBACK_MESSAGES } from './fallback-messages';
import { type ApiResult, requestBlob, requestJson } from './http';

function enveloped<T extends z.ZodMiniType>(schema: T): z.ZodMiniType<z.output<T>> {
  return z.pipe(
    envelopeSchema(schema),
    z.transform((body) => (body as { data: z.output<T> }).data),
  );
}

type Query = { limit?: number; page?: number };

const id = (value: string) => encodeURIComponent(value);

/** The calls of spec section 7 against one backend; the base URL is configuration. */
export function createApiClient(baseUrl: string) {
  return {
    baseUrl,

    /** With an `idempotencyKey`, a retry of the same request answers the donation the first one made. */
    createDonation(
      request: DonationRequest,
      { idempotencyKey }: { idempotencyKey?: string } = {},
    ): Promise<ApiResult<CreateDonationData>> {
      return requestJson(baseUrl, '/api/v2/donations', {
        method: 'POST',
        body: request,
        ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
        schema: enveloped(createDonationDataSchema),
        fallbackError: FALLBACK_MESSAGES.createDonation,
      });
    },

    getPaymentStatus(donationId: string, signal?: AbortSignal): Promise<ApiResult<PaymentStatusRecord>> {
      return requestJson(baseUrl, `/api/v2/donations/${id(donationId)}/status`, {
        schema: enveloped(paymentStatusRecordSchema),
        fallbackError: FALLBACK_MESSAGES.paymentStatus,
        signal,
      });
    },

    downloadReceipt(donationId: string, token: string): Promise<ApiResult<Blob>> {
      return requestBlob(baseUrl, `/api/v2/receipts/${id(donationId)}/receipt`, {
        query: { token },
        accept: 'application/pdf',
        fallbackError: FALLBACK_MESSAGES.receipt,
        notThatFile: FALLBACK_MESSAGES.receiptNotPdf,
      });
    },

    getBhogDates(): Promise<ApiResult<BhogDatesResponse>> {
      return requestJson(baseUrl, '/api/v2/donations/bhog-dates', {
        schema: enveloped(bhogDatesResponseSchema),
        fallbackError: FALLBACK_MESSAGES.bhogDates,
      });
    },

    getContributors(query: Query = {}): Promise<ApiResult<ContributorsResponse>> {
      return requestJson(baseUrl, '/api/v2/donations/contributors', {
        query,
        schema: enveloped(contributorsResponseSchema),
        fallbackError: FALLBACK_MESSAGES.contributors,
      });
    },

    /** The view-all dialog's list: wrapped or plain, both accepted. */
    getAllContributors(query: { limit?: number; paymentType?: PaymentType } = { limit: 1000 }) {
      return requestJson(baseUrl, '/api/contributors', {
        query,
        schema: z.union([enveloped(contributorListSchema), contributorListSchema]),
        fallbackError: FALLBACK_MESSAGES.contributors,
      });
    },

    health(signal?: AbortSignal): Promise<ApiResult<Health>> {
      return requestJson(baseUrl, '/health', {
        schema: healthSchema,
        fallbackError: FALLBACK_MESSAGES.health,
        signal,
      });
    },

    getDonationStatistics(): Promise<ApiResult<DonationStatistics>> {
      return requestJson(baseUrl, '/api/donations/stats', {
        schema: enveloped(donationStatisticsSchema),
        fallbackError: FALLBACK_MESSAGES.statistics,
      });
    },

    /** CSR enquiry: success is the HTTP ok; the message is read only on failure. */
    submitCsrEnquiry(enquiry: CsrEnquiryInput): Promise<ApiResult<unknown>> {
      return requestJson(baseUrl, '/api/contact', {
        method: 'POST',
        body: enquiry,
        schema: z.unknown(),
        fallbackError: FALLBACK_MESSAGES.csr,
      });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
