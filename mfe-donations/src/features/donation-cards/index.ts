export { default as DonationCards } from './donation-cards';
