import type { CsrEnquiry } from '@temple/shared';

/** Tells the trust about a new CSR enquiry. The default only logs; an e-mail sender can replace it. */
export interface EnquiryNotifier {
  notify(enquiry: CsrEnquiry & { id: string }): Promise<void>;
}

export function createLogNotifier(log: { info(details: object, message: string): void }): EnquiryNotifier {
  return {
    async notify(enquiry) {
      log.info({ enquiryId: enquiry.id, organizationName: enquiry.organizationName }, 'new CSR enquiry');
    },
  };
}
