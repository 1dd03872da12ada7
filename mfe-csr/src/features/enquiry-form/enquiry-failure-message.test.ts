import { enquiryFailureMessage } from './enquiry-failure-message';

describe('enquiryFailureMessage', () => {
  it("says the server's message", () => {
    expect(enquiryFailureMessage({ success: false, status: 400, error: 'Invalid email address' })).toBe(
      'Invalid email address',
    );
  });

  it('says "Network error…" when no answer came, never the browser\'s own words', () => {
    expect(
      enquiryFailureMessage({ success: false, error: 'Submission failed. Please check the form fields.' }),
    ).toBe('Network error. Please try again.');
    expect(enquiryFailureMessage({ success: false, error: 'Failed to fetch' })).toBe(
      'Network error. Please try again.',
    );
  });
});
