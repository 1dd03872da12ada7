import { schemaResolver, useForm } from '@mantine/form';
import {
  BHOG_BOOKING_MESSAGES,
  checkWhenLeftChanged,
  type DonationRequest,
  firstFieldErrors,
  focusableDisabled,
  focusFirstInvalid,
  formatRupees,
  PAYMENT_TYPE_LABEL,
  PAYMENT_TYPES,
  type PaymentType,
} from '@temple/shared';
import { useMediaQuery } from '@temple/shared/ui-base';
import { Button, SegmentedControl, Stack } from '@temple/shared/ui-inputs';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { BhogDatePicker } from './bhog-date-picker';
import { clearBhogDatesCache } from './bhog-dates-cache';
import { BusinessFields } from './business-fields';
import classes from './donation-form.module.css';
import { DonationFormProvider } from './donation-form-context';
import {
  type DonationFormValues,
  type DonorDetails,
  donationFormSchema,
  donorDetailsOf,
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

/** The fields the form has, as the server names them too. */
const FIELDS = Object.keys(initialDonationValues('DONATION'));

export interface DonationFormProps {
  type: PaymentType;
  qty?: number;
  /** The dialog lets the donor switch type; a dedicated page keeps its own. */
  allowTypeSwitch?: boolean;
  /** Where the donor's details are kept between forms: a form made afresh starts with them, until a payment is started. */
  keptDetails?: RefObject<Partial<DonorDetails>>;
  /** Told of each change of seva or quantity the donor makes. */
  onChoiceChange?: (type: PaymentType, quantityText: string) => void;
}

/**
 * The donor form of the dialog and the dedicated pages: quantity or date, total, the
 * donor's details and the business section, checked by the shared schema of section 5.
 * Nothing typed is lost when a submission fails.
 */
export function DonationForm({
  type,
  qty,
  allowTypeSwitch = false,
  keptDetails,
  onChoiceChange,
}: DonationFormProps) {
  const form = useForm<DonationFormValues>({
    mode: 'controlled',
    initialValues: { ...initialDonationValues(type, qty), ...keptDetails?.current },
    onValuesChange: (values, previous) => {
      if (keptDetails) keptDetails.current = donorDetailsOf(values);
      if (values.paymentType !== previous.paymentType || values.shilas !== previous.shilas)
        onChoiceChange?.(values.paymentType, values.shilas);
    },
    validate: schemaResolver(donationFormSchema, { sync: true }),
    enhanceGetInputProps: checkWhenLeftChanged,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { state, submit } = useDonationSubmit();
  /** Dates found fully booked on submitting: gone from the picker, and asked again next time. */
  const [fullDates, setFullDates] = useState<string[]>([]);
  /**
   * The three types side by side need about 22em: a narrow phone or enlarged text stacks
   * them (max-width, not a range: older browsers read no range syntax in a script's query).
   */
  const stackedTypes = useMediaQuery('(max-width: 21.99em)', false, { getInitialValueInEffect: false });
  const values = form.getValues();
  const total = formTotal(values.paymentType, values.shilas);
  const pending = state.status === 'pending' || state.status === 'redirecting';
  // A payment started: the next form (another donor, perhaps, at a shared screen) starts blank.
  useEffect(() => {
    if (state.status === 'redirecting' && keptDetails) keptDetails.current = {};
  }, [state.status, keptDetails]);

  async function send(request: DonationRequest) {
    const failure = await submit(request);
    if (failure?.error === BHOG_BOOKING_MESSAGES.full && request.bhogDate) {
      const full = request.bhogDate;
      clearBhogDatesCache();
      // Drawn at once (this runs after an await, where React would draw it later), then
      // the picker, at the top of the form, takes the focus with its message.
      flushSync(() => {
        setFullDates((dates) => [...dates, full]);
        form.setFieldValue('bhogDate', '');
        form.setFieldError('bhogDate', BHOG_BOOKING_MESSAGES.full);
      });
      focusFirstInvalid(formRef.current, { bhogDate: BHOG_BOOKING_MESSAGES.full });
    } else if (failure?.fieldErrors) {
      const errors = firstFieldErrors(failure.fieldErrors, FIELDS);
      flushSync(() => form.setErrors(errors));
      focusFirstInvalid(formRef.current, errors);
    }
  }

  const checkAndSend = form.onSubmit(
    (valid) => send(parseDonationForm(valid)),
    (errors) => focusFirstInvalid(formRef.current, errors),
  );

  function switchType(next: PaymentType) {
    form.setValues({ paymentType: next, shilas: initialDonationValues(next).shilas });
    form.clearFieldError('shilas');
    form.clearFieldError('bhogDate');
  }

  return (
    <DonationFormProvider form={form}>
      <form
        ref={formRef}
        className={classes.form}
        noValidate
        // While a donation is being sent, another submission (Enter in a field) is ignored.
        onSubmit={(event) => (pending ? event.preventDefault() : checkAndSend(event))}
      >
        <Stack gap="md">
          {allowTypeSwitch && (
            <SegmentedControl
              aria-label="Contribution type"
              fullWidth
              orientation={stackedTypes ? 'vertical' : 'horizontal'}
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
          <Button type="submit" size="md" fullWidth {...focusableDisabled(pending)}>
            {pending
              ? SUBMIT_TEXT.pending
              : `Contribute ${total === undefined ? '' : formatRupees(total)}`.trim()}
          </Button>
        </Stack>
      </form>
    </DonationFormProvider>
  );
}
