/** What a form library hands its `enhanceGetInputProps` (Mantine's, written without its types). */
interface FieldToEnhance {
  field: string;
  form: { isDirty(path: string): boolean; validateField(path: string): unknown };
  options: { withFocus?: boolean };
}

/**
 * For `useForm({ enhanceGetInputProps })`: a field is checked when it is left after a
 * change, not when Tab only passes through it ("Address is required" under fields not yet
 * reached says nothing useful). Submitting still checks every field.
 */
export function checkWhenLeftChanged({ field, form, options }: FieldToEnhance) {
  return options.withFocus
    ? {
        onBlur: () => {
          if (form.isDirty(field)) form.validateField(field);
        },
      }
    : {};
}
