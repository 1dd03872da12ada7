import { Checkbox, Stack } from '@temple/shared/ui-inputs';
import { useDonationFormContext } from './donation-form-context';

const LISTING_TEXT = {
  show: 'Show my name among the contributors on this website',
  showHelp: 'Your name, city and amount are shown after the payment succeeds. Off unless you tick it.',
  anonymous: 'List me as "Anonymous" instead of my name',
  anonymousHelp: 'Only "Anonymous", your city and the amount are shown.',
} as const;

/**
 * The donor's consent to be listed among contributors, and the choice to be listed
 * without a name. Both start off: nothing about a donor is published unless asked for.
 */
export function ListingChoice() {
  const form = useDonationFormContext();
  const shown = form.getValues().showInContributors;
  return (
    <Stack gap="xs">
      <Checkbox
        label={LISTING_TEXT.show}
        description={LISTING_TEXT.showHelp}
        {...form.getInputProps('showInContributors', { type: 'checkbox' })}
      />
      <Checkbox
        label={LISTING_TEXT.anonymous}
        description={LISTING_TEXT.anonymousHelp}
        disabled={!shown}
        {...form.getInputProps('isAnonymous', { type: 'checkbox' })}
      />
    </Stack>
  );
}
