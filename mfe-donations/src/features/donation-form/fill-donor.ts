import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** A donor's required details, by field label, as the form's tests type them. */
const DONOR: [RegExp, string][] = [
  [/Full name/, 'Asha Rao'],
  [/Email/, 'asha@example.org'],
  [/Mobile number/, '9876543210'],
  [/Address/, '12 Temple Street'],
  [/Pincode/, '560062'],
  [/City/, 'Bengaluru'],
];

/** Pastes the donor's details into the form on screen (tests only). */
export async function fillDonor(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  for (const [label, value] of DONOR) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}
