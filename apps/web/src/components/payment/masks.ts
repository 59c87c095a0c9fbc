/** Input masks for the payment forms (checkout, billing tab): they format as the person types; validation reads the digits. */

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Fits `digits` into `pattern`, where each `9` takes one digit; stops when digits run out. */
function applyPattern(digits: string, pattern: string): string {
  let result = '';
  let index = 0;
  for (const char of pattern) {
    if (index >= digits.length) break;
    if (char === '9') {
      result += digits[index];
      index += 1;
    } else {
      result += char;
    }
  }
  return result;
}

/** CPF (000.000.000-00) up to 11 digits, CNPJ (00.000.000/0000-00) beyond. */
export function maskDocument(value: string): string {
  const digits = digitsOf(value).slice(0, 14);
  return digits.length <= 11
    ? applyPattern(digits, '999.999.999-99')
    : applyPattern(digits, '99.999.999/9999-99');
}

/** (11) 3456-7890 or (11) 91234-5678. */
export function maskPhone(value: string): string {
  const digits = digitsOf(value).slice(0, 11);
  return digits.length <= 10
    ? applyPattern(digits, '(99) 9999-9999')
    : applyPattern(digits, '(99) 99999-9999');
}

export function maskZipcode(value: string): string {
  return applyPattern(digitsOf(value).slice(0, 8), '99999-999');
}

/** dd/mm/aaaa */
export function maskDate(value: string): string {
  return applyPattern(digitsOf(value).slice(0, 8), '99/99/9999');
}

/** Groups of four (American Express: 4-6-5), at most 19 digits. */
export function maskCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, 19);
  if (/^3[47]/.test(digits)) return applyPattern(digits.slice(0, 15), '9999 999999 99999');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/AA */
export function maskExpiry(value: string): string {
  return applyPattern(digitsOf(value).slice(0, 4), '99/99');
}

export function maskCvv(value: string): string {
  return digitsOf(value).slice(0, 4);
}
