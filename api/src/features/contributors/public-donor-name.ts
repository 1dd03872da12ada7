const ANONYMOUS_NAME = 'Anonymous';

/** The name shown in public: the donor's, unless they asked to stay anonymous. */
export function publicDonorName(donation: { donor_name: string; is_anonymous: boolean }): string {
  return donation.is_anonymous ? ANONYMOUS_NAME : donation.donor_name;
}
