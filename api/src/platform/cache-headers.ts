/** For answers that belong to one donor (status, receipt, operator lists): no cache may keep them. */
export const PRIVATE_ANSWER = 'private, no-store';
