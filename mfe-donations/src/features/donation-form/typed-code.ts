/** "abcde 1234 f" -> "abcde1234f": a code (PAN, pincode) has no spaces, whatever was typed or put in. */
export const withoutSpaces = (text: string): string => text.replace(/\s/g, '');
