import { type ApiFailure, CSR_MESSAGES, FALLBACK_MESSAGES, failureFromResponse } from '@temple/shared';

/**
 * What the form says when the enquiry was not stored (spec section 8). An answer from
 * the server: its message, else "Submission failed…". No answer (the network failed):
 * the error's message, else "Network error…".
 */
export function enquiryFailureMessage(failure: ApiFailure): string {
  if (failure.status === undefined) {
    // The client passes the thrown error's message on, or its fallback when there is none.
    return failure.error && failure.error !== FALLBACK_MESSAGES.csr ? failure.error : CSR_MESSAGES.network;
  }
  // Without a message of its own, the client says which status came back.
  const saidNothing = failure.error === failureFromResponse(failure.status, undefined).error;
  return saidNothing ? CSR_MESSAGES.failure : failure.error;
}
