import { enquiryFailureMessage } from './enquiry-failure-message';

describe('enquiryFailureMessage', () => {
  it("says the server's message", () => {
    expect(enquiryFailureMessage({ success: false, status: 400, error: 'Invalid email address' })).toBe(
      'Invalid email address',
    );
  });

  it('blames the fields only when the server refused them without a message of its own', () => {
    const withoutMessage = 'Submission failed. Please check the form fields.';
    expect(enquiryFailureMessage({ success: false, status: 400, error: withoutMessage })).toBe(
      withoutMessage,
    );
    expect(enquiryFailureMessage({ success: false, status: 502, error: withoutMessage })).toBe(
      'Submission failed on our side. Please try again in a few minutes.',
    );
    expect(enquiryFailureMessage({ success: false, status: 503, error: 'Down for maintenance' })).toBe(
      'Down for maintenance',
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
