/** The CSR form's states (spec section 4): idle, submitting, then success or failure. */
export type EnquiryState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success' }
  | { status: 'failure'; message: string };

export type EnquiryEvent = { type: 'submit' } | { type: 'stored' } | { type: 'failed'; message: string };

export const INITIAL_ENQUIRY_STATE: EnquiryState = { status: 'idle' };

/** A second submit while one is on its way, or an answer nobody waits for, changes nothing. */
export function enquiryReducer(state: EnquiryState, event: EnquiryEvent): EnquiryState {
  switch (event.type) {
    case 'submit':
      return state.status === 'submitting' ? state : { status: 'submitting' };
    case 'stored':
      return state.status === 'submitting' ? { status: 'success' } : state;
    case 'failed':
      return state.status === 'submitting' ? { status: 'failure', message: event.message } : state;
  }
}
