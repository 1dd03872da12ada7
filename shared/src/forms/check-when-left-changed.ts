/** What a form library hands its `enhanceGetInputProps` (Mantine's, written without its types). */
interface FieldToEnhance {
  field: string;
  form: { isDirty(path: string): boolean; validateField(path: string): unknown };
  options: { withFocus?: boolean };
}

/** Whether a mouse button or pen is down: a field left by pressing something else is left before the click. */
let pressing = false;
if (typeof window !== 'undefined') {
  const track = (down: boolean) => (event: PointerEvent) => {
    // A finger's tap moves the focus only after it is lifted: nothing to wait for.
    if (event.pointerType !== 'touch') pressing = down;
  };
  window.addEventListener('pointerdown', track(true), true);
  window.addEventListener('pointerup', track(false), true);
  window.addEventListener('pointercancel', track(false), true);
}

/**
 * Runs `check` now, or, when the field was left by pressing something else with a mouse
 * or pen (still down), once that press has ended in its click. The field's message
 * drawn at once would push what is pressed away from under the pointer, and the click
 * would be lost (a checkbox below left unticked).
 */
function afterPress(check: () => void): void {
  if (!pressing) {
    check();
    return;
  }
  const released = () => {
    window.removeEventListener('pointerup', released, true);
    window.removeEventListener('pointercancel', released, true);
    // The click is dispatched right after the release, before the next task.
    setTimeout(check, 0);
  };
  window.addEventListener('pointerup', released, true);
  window.addEventListener('pointercancel', released, true);
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
          if (form.isDirty(field)) afterPress(() => form.validateField(field));
        },
      }
    : {};
}
