import { enquiryFailureMessage } from './enquiry-failure-message';

describe('enquiryFailureMessage', () => {
  it("says the server's message", () => {
    expect(enquiryFailureMessage({ success: false, status: 400, error: 'Invalid email address' })).toBe(
      'Invalid email address',
    );
  });

  it('says "Submission failed…" when the server said nothing', () => {
    expect(
      enquiryFailureMessage({ success: false, status: 500, error: 'Request failed with status 500' }),
    ).toBe('Submission failed. Please check the form fields.');
  });

  it("says the network error's message", () => {
    expect(enquiryFailureMessage({ success: false, error: 'Failed to fetch' })).toBe('Failed to fetch');
  });

  it('says "Network error…" when the network failure has no message', () => {
    expect(
      enquiryFailureMessage({ success: false, error: 'Submission failed. Please check the form fields.' }),
    ).toBe('Network error. Please try again.');
    expect(enquiryFailureMessage({ success: false, error: '' })).toBe('Network error. Please try again.');
  });
});
