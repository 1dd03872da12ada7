// What the rest of the API uses of this feature; its other files are its own.
export { type DonationRow, findDonation, notFoundMessage, toPaymentStatusRecord } from './donation-row';
export { countedInPublicFigures } from './public-figures';
