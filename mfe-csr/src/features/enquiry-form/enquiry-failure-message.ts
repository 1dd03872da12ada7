import { type ApiFailure, CSR_MESSAGES } from '@temple/shared';

/**
 * What the form says when the enquiry was not stored (spec section 8). An answer from
 * the server: its message, else "Submission failed. Please check the form fields." (the
 * client's fallback for this call), except after a server error (5xx), which no field
 * caused. No answer (the network failed): "Network error. Please try again."
 */
export function enquiryFailureMessage(failure: ApiFailure): string {
  if (failure.status === undefined) return CSR_MESSAGES.network;
  if (failure.status >= 500 && failure.error === CSR_MESSAGES.failure) return CSR_MESSAGES.serverFailure;
  return failure.error;
}
