import { expect, type Page } from '../../support/test';

/** One filled-in CSR enquiry, unique per call so each test finds its own. */
export function anEnquiry() {
  const stamp = Date.now().toString(36);
  return {
    organizationName: `Acme Industries ${stamp}`,
    contactPerson: 'Asha Rao',
    designation: 'Head of CSR',
    email: `asha.${stamp}@acme.example`,
    message: 'We would like to support the Purnima prasad for a year.',
  };
}
export type Enquiry = ReturnType<typeof anEnquiry>;

export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Scrolls to the form as a visitor does: its code comes as it nears the viewport. */
export async function scrollToEnquiryForm(page: Page) {
  await page.getByRole('region', { name: 'Partner With Us' }).scrollIntoViewIfNeeded();
}

export async function fillEnquiry(page: Page, enquiry: Enquiry) {
  await scrollToEnquiryForm(page);
  await field(page, 'Organization name').fill(enquiry.organizationName);
  await field(page, 'Contact person').fill(enquiry.contactPerson);
  await field(page, 'Designation').fill(enquiry.designation);
  await field(page, 'Email').fill(enquiry.email);
  await page.getByRole('checkbox', { name: 'Food & Nourishment' }).check();
  await page.getByRole('checkbox', { name: 'Education' }).check();
  await field(page, 'Message').fill(enquiry.message);
}

export async function expectEnquiryKept(page: Page, enquiry: Enquiry) {
  await expect(field(page, 'Organization name')).toHaveValue(enquiry.organizationName);
  await expect(field(page, 'Contact person')).toHaveValue(enquiry.contactPerson);
  await expect(field(page, 'Email')).toHaveValue(enquiry.email);
  await expect(field(page, 'Message')).toHaveValue(enquiry.message);
  await expect(page.getByRole('checkbox', { name: 'Education' })).toBeChecked();
}
