/** The form in a chunk of its own, for a page that shows it below its first screen. */
export const loadDonationForm = () => import('./donation-form').then((module) => module.DonationForm);
export { keptDonorDetails } from './kept-donor-details';
export { parseQuantity } from './parse-quantity';
