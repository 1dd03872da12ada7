import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import {
  CSR_INTEREST_OPTIONS,
  CSR_MESSAGES,
  type CsrEnquiry,
  checkWhenLeftChanged,
  csrEnquirySchema,
  firstFieldErrors,
  focusableDisabled,
  focusFirstInvalid,
} from '@temple/shared';
import {
  Alert,
  Button,
  Checkbox,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@temple/shared/ui-inputs';
import { type FormEvent, useEffect, useRef } from 'react';
import { useEnquirySubmission } from './use-enquiry-submission';

type Interest = (typeof CSR_INTEREST_OPTIONS)[number];

interface EnquiryValues {
  organizationName: string;
  contactPerson: string;
  designation: string;
  email: string;
  areasOfInterest: Interest[];
  message: string;
}

const EMPTY_ENQUIRY: EnquiryValues = {
  organizationName: '',
  contactPerson: '',
  designation: '',
  email: '',
  areasOfInterest: [],
  message: '',
};

/** The fields in the order the form shows them. */
const FIELDS = Object.keys(EMPTY_ENQUIRY) as (keyof EnquiryValues)[];

/**
 * The CSR partnership enquiry (spec sections 3–5 and 8). It checks the fields with the
 * shared schema, sends `contributionType` as an empty list (no input shows it), keeps
 * what was typed when sending fails, and empties itself once the enquiry is stored.
 */
export function EnquiryForm() {
  const form = useForm<EnquiryValues, CsrEnquiry>({
    mode: 'controlled',
    initialValues: EMPTY_ENQUIRY,
    validate: schemaResolver(csrEnquirySchema, { sync: true }),
    enhanceGetInputProps: checkWhenLeftChanged,
    transformValues: (values) => csrEnquirySchema.parse(values),
  });
  const { state, submit } = useEnquirySubmission();
  const submitting = state.status === 'submitting';
  const outcome = useRef<HTMLDivElement>(null);
  // The thanks or the failure is drawn below the button: brought into view (a phone's screen ends near the button).
  useEffect(() => {
    if (state.status === 'success' || state.status === 'failure')
      outcome.current?.scrollIntoView?.({ block: 'nearest' });
  }, [state]);

  const formRef = useRef<HTMLFormElement>(null);
  const showErrors = (errors: FormErrors) => focusFirstInvalid(formRef.current, errors);

  const send = async (enquiry: CsrEnquiry) => {
    if (submitting) return;
    const result = await submit(enquiry);
    if (result.success) {
      form.reset();
    } else if (result.fieldErrors) {
      const errors = firstFieldErrors(result.fieldErrors, FIELDS);
      form.setErrors(errors);
      showErrors(errors);
    }
  };

  const validateAndSend = form.onSubmit(send, showErrors);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The second click of a double-click comes after the sent form was emptied: the empty
    // form is the thanks, not a form with every field missing.
    if (state.status === 'success' && !form.isDirty()) event.preventDefault();
    else validateAndSend(event);
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="CSR partnership enquiry">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Organization name"
            required
            autoComplete="organization"
            {...form.getInputProps('organizationName')}
          />
          <TextInput
            label="Contact person"
            required
            autoComplete="name"
            {...form.getInputProps('contactPerson')}
          />
          <TextInput
            label="Designation"
            autoComplete="organization-title"
            {...form.getInputProps('designation')}
          />
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <Checkbox.Group
          label="Areas of interest"
          description="Choose any that fit your CSR plans."
          {...form.getInputProps('areasOfInterest')}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {CSR_INTEREST_OPTIONS.map((interest) => (
              <Checkbox key={interest} value={interest} label={interest} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Textarea
          label="Message"
          description="Tell us about your CSR goals, budget or timeline."
          rows={4}
          {...form.getInputProps('message')}
        />
        {/* Not `disabled`: a disabled button loses the focus, and the next Tab starts at the top. */}
        <Button type="submit" size="md" {...focusableDisabled(submitting)}>
          {submitting ? 'Submitting...' : 'Submit Enquiry'}
        </Button>
        {state.status === 'success' && (
          <Alert ref={outcome} color="green" variant="light">
            {CSR_MESSAGES.success}
          </Alert>
        )}
        {state.status === 'failure' && (
          <Alert ref={outcome} color="red" variant="light">
            {state.message}
          </Alert>
        )}
        <VisuallyHidden role="status" aria-live="polite">
          {state.status === 'success' ? CSR_MESSAGES.responseTime : ''}
        </VisuallyHidden>
      </Stack>
    </form>
  );
}
