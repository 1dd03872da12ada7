/** Room for a number written with its country code and spaces: "+91 98765 43210" and more. */
export const TYPED_MOBILE_MAX_LENGTH = 20;

/**
 * "+91 98765 43210", "0091 98765 43210", "098765-43210" -> "9876543210": a mobile number
 * pasted or typed with the country code (after + or 00), a trunk 0, spaces or dashes
 * becomes the 10 digits the form asks for.
 * Anything else stays as typed, for the form's rule to name.
 */
export function typedMobileNumber(text: string): string {
  if (!/^[+\d\s().-]*$/.test(text)) return text;
  const digits = text.replace(/\D/g, '');
  if (digits.length === 14 && digits.startsWith('0091')) return digits.slice(4);
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits.length === 10 ? digits : text;
}
