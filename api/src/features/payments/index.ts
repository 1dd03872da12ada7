// What the rest of the API uses of this feature; its other files are its own.
export { applyProviderReport } from './apply-provider-report';
export { warnOfPaymentForUnknownOrder } from './unknown-order-payment';
