// What the rest of the API uses of this feature; its other files are its own.
export { publicDonorName } from './public-donor-name';
