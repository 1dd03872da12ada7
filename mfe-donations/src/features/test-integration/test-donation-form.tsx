import { useForm } from '@mantine/form';
import { focusableDisabled, getApi, toDonationPayload } from '@temple/shared';
import { Button, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@temple/shared/ui-inputs';
import { useState } from 'react';
import { SectionCard, STATUS_APPEARANCE } from '../payment-status';
import {
  PAYMENT_TYPE_OPTIONS,
  parseTestDonation,
  TEST_DONATION_DEFAULTS,
  type TestDonationValues,
} from './test-donation-values';

type Submission = { state: 'idle' | 'submitting' } | { state: 'failed'; error: string };

/** Sends a donation straight to POST /api/v2/donations and alerts its id and payment URL. */
export function TestDonationForm() {
  const form = useForm<TestDonationValues>({
    initialValues: TEST_DONATION_DEFAULTS,
    validate: (values) => {
      const parsed = parseTestDonation(values);
      return parsed.success ? {} : parsed.errors;
    },
  });
  const [submission, setSubmission] = useState<Submission>({ state: 'idle' });
  const isBhog = form.values.paymentType === 'BHOG';

  async function submit(values: TestDonationValues) {
    const parsed = parseTestDonation(values);
    if (!parsed.success) return;
    setSubmission({ state: 'submitting' });
    const result = await getApi().createDonation(toDonationPayload(parsed.request));
    if (!result.success) {
      setSubmission({ state: 'failed', error: result.error });
      return;
    }
    setSubmission({ state: 'idle' });
    window.alert(
      `Test donation created.\nDonation ID: ${result.data.donationId}\nPayment URL: ${result.data.paymentUrl ?? 'none'}`,
    );
  }

  return (
    <SectionCard title="Test Donation">
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label="Payment type"
              data={PAYMENT_TYPE_OPTIONS}
              {...form.getInputProps('paymentType')}
            />
            {isBhog ? (
              <TextInput
                label="Amrit Bhog date"
                type="date"
                withAsterisk
                {...form.getInputProps('bhogDate')}
              />
            ) : (
              <TextInput
                label="Quantity"
                type="number"
                inputMode="numeric"
                min={1}
                max={1000}
                withAsterisk
                {...form.getInputProps('shilas')}
              />
            )}
            <TextInput label="Name" withAsterisk {...form.getInputProps('donorName')} />
            <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('donorEmail')} />
            <TextInput label="Phone" type="tel" withAsterisk {...form.getInputProps('donorPhone')} />
            <TextInput label="Address" withAsterisk {...form.getInputProps('address')} />
            <TextInput label="Pincode" maxLength={6} withAsterisk {...form.getInputProps('pincode')} />
            <TextInput label="City" withAsterisk {...form.getInputProps('city')} />
          </SimpleGrid>
          {submission.state === 'failed' && (
            <Text c={STATUS_APPEARANCE.FAILED.heading} role="alert">
              Test donation failed: {submission.error}
            </Text>
          )}
          <Button
            type="submit"
            style={{ alignSelf: 'flex-start' }}
            {...focusableDisabled(submission.state === 'submitting')}
          >
            {submission.state === 'submitting' ? 'Creating...' : 'Create Test Donation'}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
