import * as z from 'zod/mini';

/**
 * Any control character (NUL, escape, C1 controls), a line or paragraph separator, or half
 * of a surrogate pair (text that is not valid Unicode, which a PDF or an e-mail cannot
 * print): never in a one-line field.
 */
const ANY_CONTROL = /[\p{Cc}\p{Cs}\u2028\u2029]/u;
/** The same, except tab and line breaks, which a multi-line field may hold. */
const CONTROL_EXCEPT_LINES = /[^\P{Cc}\t\n\r]|[\p{Cs}\u2028\u2029]/u;
/** The virama (halant) of each Indic script. */
const VIRAMA = '\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D4D\u0DCA';
/**
 * Format characters that are drawn (Arabic, Syriac and Kaithi number and abbreviation
 * signs) or handled above (the joiners); every other one hides or changes text around it.
 */
const SHOWN_FORMAT_CHARACTERS =
  '\\u200C\\u200D\\u0600-\\u0605\\u06DD\\u070F\\u0890\\u0891\\u08E2\\u{110BD}\\u{110CD}';
/**
 * Characters that draw nothing (Unicode's default-ignorable ones): bidi marks, embeddings,
 * overrides and isolates, zero-width spaces, soft hyphens, Hangul fillers, tag characters.
 * Zero-width joiners are allowed inside a word, where Indic scripts need them to shape a
 * letter (a Kannada or Devanagari half form), and after a virama at a word's end (the
 * older spelling of a Malayalam chillu, "നായര്‍"); variation selectors pick an emoji's look.
 * Other format characters (interlinear annotations, hieroglyph and filler controls) and the
 * blank braille cell are refused too.
 */
const INVISIBLE = new RegExp(
  `(?!\\u200C|\\u200D|[\\uFE00-\\uFE0F])\\p{Default_Ignorable_Code_Point}|(?<![\\p{L}\\p{M}])[\\u200C\\u200D]|(?<![${VIRAMA}])[\\u200C\\u200D](?![\\p{L}\\p{M}])|(?![${SHOWN_FORMAT_CHARACTERS}])\\p{Cf}|\\u2800`,
  'u',
);

/**
 * An accent or vowel sign with no letter under it (at the start, or after a space), or
 * five or more in a row, joiners between them or not: drawn over the text around it, on the
 * receipt above all. A letter of any script in use carries at most four (Vietnamese tones,
 * Hebrew points, Tibetan stacks).
 */
const STRAY_MARKS = /(?:^|\s)\p{M}|(?:\p{M}[\u200C\u200D]?){5}/u;

export const TEXT_MESSAGES = {
  controlCharacters: 'Remove the control characters from this field',
  invisibleCharacters: 'Remove the invisible or text-direction characters from this field',
  strayMarks: 'Remove the stray or stacked accent marks from this field',
} as const;

/** A one-line text: no control character at all. */
export function oneLine(message: string = TEXT_MESSAGES.controlCharacters) {
  return z.refine<string>((value) => !ANY_CONTROL.test(value), { error: message });
}

/** A multi-line text (address, message): lines and tabs, but no other control character. */
export function multiLine(message: string = TEXT_MESSAGES.controlCharacters) {
  return z.refine<string>((value) => !CONTROL_EXCEPT_LINES.test(value), { error: message });
}

/** A text shown to others (names, places): nothing that hides or reorders what it says. */
export function visible(message: string = TEXT_MESSAGES.invisibleCharacters) {
  return z.refine<string>((value) => !INVISIBLE.test(value), { error: message });
}

/** A text printed for others (names, places, the receipt's lines): no mark drawn over its neighbours. */
export function noStrayMarks(message: string = TEXT_MESSAGES.strayMarks) {
  return z.refine<string>((value) => !STRAY_MARKS.test(value), { error: message });
}
