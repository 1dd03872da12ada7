/** The form in a chunk of its own: its code (the kit's inputs, validation) comes when needed. */
export const loadEnquiryForm = () => import('./enquiry-form').then((module) => module.EnquiryForm);
