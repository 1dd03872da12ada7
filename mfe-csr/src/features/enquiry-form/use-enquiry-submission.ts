import { type ApiResult, type CsrEnquiry, getApi } from '@temple/shared';
import { useReducer } from 'react';
import { enquiryFailureMessage } from './enquiry-failure-message';
import { enquiryReducer, INITIAL_ENQUIRY_STATE } from './enquiry-state';

/** Sends an enquiry to the API and tracks where it is; the caller gets the API's answer too. */
export function useEnquirySubmission() {
  const [state, dispatch] = useReducer(enquiryReducer, INITIAL_ENQUIRY_STATE);

  const submit = async (enquiry: CsrEnquiry): Promise<ApiResult<unknown>> => {
    dispatch({ type: 'submit' });
    const result = await getApi().submitCsrEnquiry(enquiry);
    dispatch(
      result.success ? { type: 'stored' } : { type: 'failed', message: enquiryFailureMessage(result) },
    );
    return result;
  };

  return { state, submit };
}
