import { describe, expect, it } from 'vitest';
import { enquiryMail } from './mail-messages';

describe("the trust's copy of a CSR enquiry", () => {
  it('names the company in its subject without letting a mail client decode the name as an encoded word', () => {
    const mail = enquiryMail(
      {
        id: 'enquiry-1',
        organization_name: '=?utf-8?B?SW52b2ljZSDigK40MjAyIHlhcA==?=',
        contact_person: 'Ravi',
        designation: null,
        email: 'ravi@example.com',
        areas_of_interest: [],
        contribution_type: [],
        message: null,
      },
      'csr@trust.example',
    );
    expect(mail.subject).toBe('CSR enquiry from = ?utf-8?B?SW52b2ljZSDigK40MjAyIHlhcA== ?=');
  });
});
