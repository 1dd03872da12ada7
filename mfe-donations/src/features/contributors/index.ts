/** The contributors in a chunk of its own: the code that asks the API for them comes when needed. */
export const loadContributorsSection = () =>
  import('./contributors-section').then((module) => module.ContributorsSection);
