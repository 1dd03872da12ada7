// What the rest of the API uses of this feature; its other files are its own.
export { applyProviderReport } from './apply-provider-report';
export { signSandboxCallback } from './sandbox/sandbox-signature';
export { PAYMENT_FOR_UNKNOWN_ORDER, warnOfPaymentForUnknownOrder } from './unknown-order-payment';
