/**
 * After a failed check, the first field in error, in the order the form shows them, takes
 * the focus once its message is drawn, so a screen reader reads the message with the field.
 * Each field carries its name in `data-path` (Mantine's `getInputProps`); an element
 * standing in for a field that is not on screen can carry it too.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: Partial<Record<string, unknown>>) {
  window.setTimeout(() => {
    const fields = form?.querySelectorAll<HTMLElement>('[data-path]') ?? [];
    Array.from(fields)
      .find((field) => errors[field.dataset.path ?? ''])
      ?.focus();
  }, 0);
}
