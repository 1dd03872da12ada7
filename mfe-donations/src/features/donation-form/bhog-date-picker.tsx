import { Alert, NativeSelect, Skeleton, VisuallyHidden } from '@temple/shared/ui-inputs';
import { useDonationFormContext } from './donation-form-context';
import { useBhogDates } from './use-bhog-dates';

export const NO_BHOG_DATES =
  'No Amrit Bhog dates are currently available. Please check back later or contact us for more information.';

/** The Purnima dates open for Amrit Bhog, one to choose; `exclude` were found full meanwhile. */
export function BhogDatePicker({ exclude = [] }: { exclude?: readonly string[] }) {
  const form = useDonationFormContext();
  const isBhog = form.getValues().paymentType === 'BHOG';
  const dates = useBhogDates(isBhog);
  if (!isBhog) return null;
  // As tall as the labelled select that replaces it, so the form below does not move (CLS).
  if (dates.status === 'loading') {
    return (
      <div role="status">
        <Skeleton h={80} />
        <VisuallyHidden>Loading Amrit Bhog dates</VisuallyHidden>
      </div>
    );
  }
  if (dates.status === 'failed') {
    return (
      <Alert color="red" title="Amrit Bhog dates">
        {dates.error}
      </Alert>
    );
  }
  const open = dates.dates.filter((date) => !exclude.includes(date.date));
  if (open.length === 0) {
    return <Alert color="yellow">{NO_BHOG_DATES}</Alert>;
  }
  return (
    <NativeSelect
      label="Purnima date"
      description="One Amrit Bhog per donor per date; slots are limited."
      required
      data={[
        { value: '', label: 'Choose a Purnima date' },
        ...open.map((date) => ({ value: date.date, label: date.displayName })),
      ]}
      {...form.getInputProps('bhogDate')}
    />
  );
}
