import { type ApiFailure, CSR_MESSAGES } from '@temple/shared';

/**
 * What the form says when the enquiry was not stored (spec section 8). An answer from
 * the server: its message, else "Submission failed…" (the client's fallback for this
 * call). No answer (the network failed): "Network error. Please try again."
 */
export function enquiryFailureMessage(failure: ApiFailure): string {
  return failure.status === undefined ? CSR_MESSAGES.network : failure.error;
}
