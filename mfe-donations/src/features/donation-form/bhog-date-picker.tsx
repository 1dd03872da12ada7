import { Alert, Radio, SimpleGrid, Skeleton } from '@temple/shared/ui';
import { useDonationFormContext } from './donation-form-context';
import { useBhogDates } from './use-bhog-dates';

export const NO_BHOG_DATES =
  'No Amrit Bhog dates are currently available. Please check back later or contact us for more information.';

/** The Purnima dates open for Amrit Bhog, one to choose. */
export function BhogDatePicker() {
  const form = useDonationFormContext();
  const isBhog = form.getValues().paymentType === 'BHOG';
  const dates = useBhogDates(isBhog);
  if (!isBhog) return null;
  if (dates.status === 'loading') return <Skeleton h={72} aria-label="Loading Amrit Bhog dates" />;
  if (dates.status === 'failed') {
    return (
      <Alert color="red" title="Amrit Bhog dates">
        {dates.error}
      </Alert>
    );
  }
  if (dates.dates.length === 0) {
    return <Alert color="yellow">{NO_BHOG_DATES}</Alert>;
  }
  return (
    <Radio.Group
      label="Choose a Purnima date"
      description="One Amrit Bhog per donor per date; slots are limited."
      withAsterisk
      {...form.getInputProps('bhogDate')}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
        {dates.dates.map((date) => (
          <Radio key={date.date} value={date.date} label={date.displayName} description={date.monthName} />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
