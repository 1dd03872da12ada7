export { default as DonationCards } from './donation-cards';
export { hubQuery } from './hub-query-params';
