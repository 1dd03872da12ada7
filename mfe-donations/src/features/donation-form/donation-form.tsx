import { schemaResolver, useForm } from '@mantine/form';
import {
  BHOG_BOOKING_MESSAGES,
  type DonationRequest,
  formatRupees,
  PAYMENT_TYPE_LABEL,
  PAYMENT_TYPES,
  type PaymentType,
} from '@temple/shared';
import { Button, SegmentedControl, Stack } from '@temple/shared/ui-inputs';
import { useState } from 'react';
import { BhogDatePicker } from './bhog-date-picker';
import { clearBhogDatesCache } from './bhog-dates-cache';
import { BusinessFields } from './business-fields';
import classes from './donation-form.module.css';
import { DonationFormProvider } from './donation-form-context';
import {
  type DonationFormValues,
  donationFormSchema,
  initialDonationValues,
  parseDonationForm,
} from './donation-form-values';
import { DonationSummary } from './donation-summary';
import { DonorFields } from './donor-fields';
import { ListingChoice } from './listing-choice';
import { formTotal } from './quantity';
import { QuantityPicker } from './quantity-picker';
import { SubmitNotice } from './submit-notice';
import { SUBMIT_TEXT, useDonationSubmit } from './use-donation-submit';

/** After a failed check, the first field in error takes the focus. */
function focusFirstInvalid(form: EventTarget | null | undefined) {
  if (!(form instanceof HTMLFormElement)) return;
  window.setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

export interface DonationFormProps {
  type: PaymentType;
  qty?: number;
  /** The dialog lets the donor switch type; a dedicated page keeps its own. */
  allowTypeSwitch?: boolean;
}

/**
 * The donor form of the dialog and the dedicated pages: quantity or date, total, the
 * donor's details and the business section, checked by the shared schema of section 5.
 * Nothing typed is lost when a submission fails.
 */
export function DonationForm({ type, qty, allowTypeSwitch = false }: DonationFormProps) {
  const form = useForm<DonationFormValues>({
    mode: 'controlled',
    initialValues: initialDonationValues(type, qty),
    validate: schemaResolver(donationFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const { state, submit } = useDonationSubmit();
  /** Dates found fully booked on submitting: gone from the picker, and asked again next time. */
  const [fullDates, setFullDates] = useState<string[]>([]);
  const values = form.getValues();
  const total = formTotal(values.paymentType, values.shilas);
  const pending = state.status === 'pending' || state.status === 'redirecting';

  async function send(request: DonationRequest) {
    const failure = await submit(request);
    if (failure?.error === BHOG_BOOKING_MESSAGES.full && request.bhogDate) {
      const full = request.bhogDate;
      clearBhogDatesCache();
      setFullDates((dates) => [...dates, full]);
      form.setFieldValue('bhogDate', '');
      form.setFieldError('bhogDate', BHOG_BOOKING_MESSAGES.full);
    }
  }

  function switchType(next: PaymentType) {
    form.setValues({ paymentType: next, shilas: initialDonationValues(next).shilas });
    form.clearFieldError('shilas');
    form.clearFieldError('bhogDate');
  }

  return (
    <DonationFormProvider form={form}>
      <form
        className={classes.form}
        noValidate
        onSubmit={form.onSubmit(
          (valid) => send(parseDonationForm(valid)),
          (_errors, _values, event) => focusFirstInvalid(event?.currentTarget),
        )}
      >
        <Stack gap="md">
          {allowTypeSwitch && (
            <SegmentedControl
              aria-label="Contribution type"
              fullWidth
              value={values.paymentType}
              onChange={(next) => switchType(next as PaymentType)}
              styles={{ label: { paddingInline: 6 } }}
              data={PAYMENT_TYPES.map((value) => ({ value, label: PAYMENT_TYPE_LABEL[value] }))}
            />
          )}
          <QuantityPicker />
          <BhogDatePicker exclude={fullDates} />
          <DonationSummary type={values.paymentType} quantityText={values.shilas} />
          <DonorFields total={total} />
          <BusinessFields />
          <ListingChoice />
          <SubmitNotice state={state} />
          <Button type="submit" size="md" fullWidth disabled={pending}>
            {pending
              ? SUBMIT_TEXT.pending
              : `Contribute ${total === undefined ? '' : formatRupees(total)}`.trim()}
          </Button>
        </Stack>
      </form>
    </DonationFormProvider>
  );
}
