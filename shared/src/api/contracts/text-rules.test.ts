import * as z from 'zod/mini';
import { oneLine, TEXT_MESSAGES, visible } from './text-rules';

const name = z.string().check(oneLine(), visible());

/** The messages a name field gives for `value` ([] = accepted). */
function messagesFor(value: string): string[] {
  const result = name.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('text rules: nothing that hides or reorders what a name says', () => {
  it.each([
    // A zero-width joiner or non-joiner that starts a word (or the text) shapes no letter.
    ['Asha \u200DRao', TEXT_MESSAGES.invisibleCharacters],
    ['\u200CAsha Rao', TEXT_MESSAGES.invisibleCharacters],
    ['\u200DAsha Rao', TEXT_MESSAGES.invisibleCharacters],
    ['Asha \u200CRao', TEXT_MESSAGES.invisibleCharacters],
    // Nor one that ends a word without a virama before it.
    ['Asha\u200D Rao', TEXT_MESSAGES.invisibleCharacters],
    ['Asha \u202ERao', TEXT_MESSAGES.invisibleCharacters],
    // Line and paragraph separators break a one-line field.
    ['Asha\u2028Rao', TEXT_MESSAGES.controlCharacters],
    ['Asha\u2029Rao', TEXT_MESSAGES.controlCharacters],
  ])('refuses %j: %s', (value, message) => {
    expect(messagesFor(value)).toEqual([message]);
  });

  it.each([
    'Asha Rao',
    // Inside a word, and after a virama at a word's end, Indic scripts need them.
    'क्\u200Dष Rao',
    'वाक\u094D\u200C Rao',
    'മോഹന\u0D4D\u200D നായര\u0D4D\u200D',
  ])('accepts %j', (value) => {
    expect(messagesFor(value)).toEqual([]);
  });
});
