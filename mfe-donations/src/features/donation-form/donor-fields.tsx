import { PAN_HINT_THRESHOLD } from '@temple/shared';
import { formatRupees } from '@temple/shared/core';
import { SimpleGrid, Textarea, TextInput } from '@temple/shared/ui-inputs';
import { useDonationFormContext } from './donation-form-context';
import { withoutSpaces } from './typed-code';
import { TYPED_MOBILE_MAX_LENGTH, typedMobileNumber } from './typed-mobile-number';

const PAN_HINT = `PAN is required for donations above ${formatRupees(PAN_HINT_THRESHOLD)} for tax exemption (80G).`;

/** The donor's details of spec section 3. */
const DESCRIPTION_BELOW = ['label', 'input', 'description', 'error'] as const;

export function DonorFields({ total }: { total: number | undefined }) {
  const form = useDonationFormContext();
  const setPan = (value: string) => form.setFieldValue('pan', withoutSpaces(value).toUpperCase());
  const setPincode = (value: string) => form.setFieldValue('pincode', withoutSpaces(value));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="Full name" required autoComplete="name" {...form.getInputProps('donorName')} />
      <TextInput
        label="Email"
        type="email"
        required
        autoComplete="email"
        {...form.getInputProps('donorEmail')}
      />
      <TextInput
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        required
        autoComplete="tel-national"
        maxLength={TYPED_MOBILE_MAX_LENGTH}
        description="10 digits, starting with 6 to 9"
        inputWrapperOrder={[...DESCRIPTION_BELOW]}
        {...form.getInputProps('donorPhone')}
        onChange={(event) => form.setFieldValue('donorPhone', typedMobileNumber(event.currentTarget.value))}
      />
      {/* No maxLength on the codes: the browser would cut text put in whole (dropped, filled in, dictated) before
          its spaces are taken out; a code too long is named by the form's rule instead, as for every field. */}
      <TextInput
        label="PAN"
        autoComplete="off"
        description={total !== undefined && total > PAN_HINT_THRESHOLD ? PAN_HINT : undefined}
        inputWrapperOrder={[...DESCRIPTION_BELOW]}
        {...form.getInputProps('pan')}
        onChange={(event) => setPan(event.currentTarget.value)}
      />
      <Textarea
        label="Address"
        required
        autoComplete="street-address"
        rows={2}
        style={{ gridColumn: '1 / -1' }}
        {...form.getInputProps('address')}
      />
      <TextInput
        label="Pincode"
        required
        inputMode="numeric"
        autoComplete="postal-code"
        {...form.getInputProps('pincode')}
        onChange={(event) => setPincode(event.currentTarget.value)}
      />
      <TextInput label="City" required autoComplete="address-level2" {...form.getInputProps('city')} />
      <TextInput label="Country" required autoComplete="country-name" {...form.getInputProps('country')} />
      <TextInput
        label="Profile picture URL"
        type="url"
        placeholder="https://"
        {...form.getInputProps('profilePictureUrl')}
      />
      <Textarea
        label="Message"
        rows={2}
        style={{ gridColumn: '1 / -1' }}
        {...form.getInputProps('message')}
      />
    </SimpleGrid>
  );
}
