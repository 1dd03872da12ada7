// What the rest of the API uses of this feature; its other files are its own.
export { issueReceiptNumber, receiptSeries } from './receipt-number';
export { renderReceiptPdf } from './receipt-pdf';
export { assertReceiptCanPrint } from './receipt-printable';
export { receiptPdf } from './rendered-receipts';
export { trustRegistrations } from './trust-registrations';
