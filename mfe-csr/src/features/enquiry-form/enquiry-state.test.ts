import { type EnquiryState, enquiryReducer, INITIAL_ENQUIRY_STATE } from './enquiry-state';

const submitting: EnquiryState = { status: 'submitting' };

describe('enquiryReducer', () => {
  it('goes idle → submitting → success', () => {
    const sent = enquiryReducer(INITIAL_ENQUIRY_STATE, { type: 'submit' });
    expect(sent).toEqual(submitting);
    expect(enquiryReducer(sent, { type: 'stored' })).toEqual({ status: 'success' });
  });

  it('goes submitting → failure with the message to show', () => {
    expect(enquiryReducer(submitting, { type: 'failed', message: 'Invalid email' })).toEqual({
      status: 'failure',
      message: 'Invalid email',
    });
  });

  it('submits again after a success or a failure', () => {
    expect(enquiryReducer({ status: 'success' }, { type: 'submit' })).toEqual(submitting);
    expect(enquiryReducer({ status: 'failure', message: 'x' }, { type: 'submit' })).toEqual(submitting);
  });

  it('ignores answers when nothing is being submitted', () => {
    expect(enquiryReducer(INITIAL_ENQUIRY_STATE, { type: 'stored' })).toBe(INITIAL_ENQUIRY_STATE);
    const failed: EnquiryState = { status: 'failure', message: 'x' };
    expect(enquiryReducer(failed, { type: 'failed', message: 'y' })).toBe(failed);
  });
});
