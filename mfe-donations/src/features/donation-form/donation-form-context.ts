import { createFormContext } from '@mantine/form';
import type { DonationFormValues } from './donation-form-values';

/** The donor form's state, shared by its sections without prop drilling. */
export const [DonationFormProvider, useDonationFormContext] = createFormContext<DonationFormValues>();
