import type { ClipboardEvent } from 'react';

/** "abcde 1234 f" -> "abcde1234f": a code (PAN, pincode) has no spaces, whatever was typed. */
export const withoutSpaces = (text: string): string => text.replace(/\s/g, '');

/**
 * A paste into a code's field, spaces taken out before the field's length limit applies:
 * the browser would cut "ABCDE 1234 F" to "ABCDE 1234" in a 10-character field. A paste
 * without spaces goes in as the browser puts it.
 */
export function pasteWithoutSpaces(
  event: ClipboardEvent<HTMLInputElement>,
  setValue: (value: string) => void,
) {
  const pasted = event.clipboardData.getData('text');
  if (!/\s/.test(pasted)) return;
  event.preventDefault();
  const input = event.currentTarget;
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  const value = withoutSpaces(input.value.slice(0, start) + pasted + input.value.slice(end));
  setValue(input.maxLength > 0 ? value.slice(0, input.maxLength) : value);
}
