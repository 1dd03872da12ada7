// What the rest of the API uses of this feature; its other files are its own.

export { createListedContributors, type ListedContributors } from './listed-contributors';
export { publicDonorName } from './public-donor-name';
