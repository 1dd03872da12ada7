import { focusableDisabled, focusLost } from '@temple/shared';
import { Alert, Button, NativeSelect, Skeleton, VisuallyHidden } from '@temple/shared/ui-inputs';
import { useEffect, useRef } from 'react';
import { useCachedQuery } from '../api-cache';
import { bhogDatesQuery } from './bhog-dates-cache';
import { useDonationFormContext } from './donation-form-context';

const RETRYING_TEXT = 'Asking again for the Amrit Bhog dates...';

export const NO_BHOG_DATES =
  'No Amrit Bhog dates are currently available. Please check back later or contact us for more information.';

/**
 * The Purnima dates open for Amrit Bhog, one to choose; `exclude` were found full meanwhile.
 * When there is no date to choose, the alert saying why stands in for the field: it carries
 * the field's `data-path`, so a submission without a date moves the focus to it.
 */
export function BhogDatePicker({ exclude = [] }: { exclude?: readonly string[] }) {
  const form = useDonationFormContext();
  const isBhog = form.getValues().paymentType === 'BHOG';
  // Asked only once Amrit Bhog is chosen.
  const { state: dates, retry } = useCachedQuery(isBhog ? bhogDatesQuery : undefined);
  const select = useRef<HTMLSelectElement>(null);
  const none = useRef<HTMLDivElement>(null);
  // "Try again" goes once the dates come: if it had the focus, what replaces it (the dates,
  // or word that there are none) takes it, so it is not lost. A failure again leaves it there.
  const wasRetrying = useRef(false);
  useEffect(() => {
    if (wasRetrying.current && dates.status === 'ready' && focusLost())
      (select.current ?? none.current)?.focus();
    wasRetrying.current = dates.status === 'retrying';
  }, [dates.status]);

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
  if (dates.status === 'failed' || dates.status === 'retrying') {
    const retrying = dates.status === 'retrying';
    return (
      <Alert color="red" title="Amrit Bhog dates" tabIndex={-1} data-path="bhogDate">
        {/* A changed text in the alert is read out: the try, then its failure again. */}
        {retrying ? RETRYING_TEXT : dates.error}
        <Button
          display="block"
          mt="sm"
          size="xs"
          variant="white"
          color="red"
          onClick={retry}
          {...focusableDisabled(retrying)}
        >
          {retrying ? 'Trying again...' : 'Try again'}
        </Button>
      </Alert>
    );
  }
  const open = dates.data.filter((date) => !exclude.includes(date.date));
  if (open.length === 0) {
    return (
      <Alert ref={none} color="yellow" tabIndex={-1} data-path="bhogDate">
        {NO_BHOG_DATES}
      </Alert>
    );
  }
  return (
    <NativeSelect
      ref={select}
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
