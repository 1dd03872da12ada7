type FocusHandler = (event: { currentTarget: EventTarget }) => void;

/** What a form library hands its `enhanceGetInputProps` (Mantine's, written without its types). */
interface FieldToEnhance {
  field: string;
  form: { isDirty(path: string): boolean; validateField(path: string): unknown };
  inputProps: { onFocus?: FocusHandler };
  options: { withFocus?: boolean };
}

/** Each field's text when it got focus, to tell on leaving whether it was changed. */
const textAtFocus = new WeakMap<EventTarget, unknown>();
const textOf = (target: EventTarget) => (target as { value?: unknown }).value;

/** A field is left by a press before its click: with a mouse or pen when it goes down, with a finger once lifted. */
const TAP_TO_CLICK_MS = 300;
let mouseDown = false;
let fingerLiftedAt = Number.NEGATIVE_INFINITY;
if (typeof window !== 'undefined') {
  const track = (down: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'touch') mouseDown = down;
    else if (!down) fingerLiftedAt = performance.now();
  };
  window.addEventListener('pointerdown', track(true), true);
  window.addEventListener('pointerup', track(false), true);
  window.addEventListener('pointercancel', track(false), true);
}

/** Calls `then` in the task after the first of `events` on the window, or after `timeoutMs`. */
function afterFirst(events: readonly string[], then: () => void, timeoutMs: number): void {
  const done = () => {
    clearTimeout(timer);
    for (const name of events) window.removeEventListener(name, done, true);
    setTimeout(then, 0);
  };
  const timer = setTimeout(done, timeoutMs);
  for (const name of events) window.addEventListener(name, done, true);
}

/**
 * Runs `check` now, or, when the field was left by pressing something else (a mouse button
 * still down, a finger just lifted), once that press has had its click. The field's message
 * drawn at once would push what is pressed away from under the pointer, and the click would
 * be lost (a checkbox below left unticked).
 */
function afterPress(check: () => void): void {
  if (mouseDown) afterFirst(['pointerup', 'pointercancel'], check, 60_000);
  else if (performance.now() - fingerLiftedAt < TAP_TO_CLICK_MS)
    afterFirst(['click'], check, TAP_TO_CLICK_MS);
  else check();
}

/**
 * For `useForm({ enhanceGetInputProps })`: a field is checked when it is left after a
 * change, not when Tab only passes through it ("Address is required" under fields not yet
 * reached says nothing useful). A change back to the field's first value counts too: a
 * field emptied after its message must then say "…is required". Submitting still checks
 * every field.
 */
export function checkWhenLeftChanged({ field, form, inputProps, options }: FieldToEnhance) {
  // The library's own handler, taken now: what is returned here is written over inputProps.
  const { onFocus } = inputProps;
  return options.withFocus
    ? {
        onFocus: (event: { currentTarget: EventTarget }) => {
          textAtFocus.set(event.currentTarget, textOf(event.currentTarget));
          onFocus?.(event);
        },
        onBlur: (event: { currentTarget: EventTarget }) => {
          const changed = textAtFocus.get(event.currentTarget) !== textOf(event.currentTarget);
          if (form.isDirty(field) || changed) afterPress(() => form.validateField(field));
        },
      }
    : {};
}
