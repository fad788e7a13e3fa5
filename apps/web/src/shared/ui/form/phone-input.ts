/** Digits of a mobile number as typed, at most 11. */
export function phoneDigitsOf(value: string): string {
  return value.replace(/\D/g, '').slice(0, 11);
}

/** Hyphens added while a number is typed: 010 → 010-1234 → 010-1234-5678 (10 digits: 011-123-4567). */
export function formatTypedPhone(digits: string): string {
  if (digits.length < 4) return digits;
  if (digits.length < 8) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  const middle = digits.length === 11 ? 4 : 3;
  return `${digits.slice(0, 3)}-${digits.slice(3, 3 + middle)}-${digits.slice(3 + middle)}`;
}
