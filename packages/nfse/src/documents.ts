/** Brazilian identifiers the NFS-e carries, checked as the Receita and the IBGE define them. */

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

function mod11Digit(digits: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A CPF (11 digits, punctuation ignored) whose two check digits are right. */
export function isValidCpf(value: string): boolean {
  const cpf = onlyDigits(value);
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const first = mod11Digit(cpf, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11Digit(cpf, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return cpf.endsWith(`${first}${second}`);
}

/** A CNPJ (14 digits, punctuation ignored) whose two check digits are right. */
export function isValidCnpj(value: string): boolean {
  const cnpj = onlyDigits(value);
  if (!/^\d{14}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const first = mod11Digit(cnpj, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11Digit(cnpj, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return cnpj.endsWith(`${first}${second}`);
}

/** IBGE codes of the 27 federation units: the first two digits of a municipality's code. */
const UF_CODES = new Set([
  11, 12, 13, 14, 15, 16, 17, 21, 22, 23, 24, 25, 26, 27, 28, 29, 31, 32, 33, 35, 41, 42, 43, 50,
  51, 52, 53,
]);

/**
 * A 7-digit IBGE municipality code: a state's code, four digits, and the IBGE check digit
 * (weights 1-2-1-2-1-2, products above 9 summed digit by digit, complement to 10).
 */
export function isValidIbgeMunicipio(value: string | number): boolean {
  const code = String(value);
  if (!/^\d{7}$/.test(code) || !UF_CODES.has(Number(code.slice(0, 2)))) return false;
  let sum = 0;
  for (let index = 0; index < 6; index++) {
    const product = Number(code[index]) * (index % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10 === Number(code[6]);
}

/**
 * An item of the LC 116/2003 service list, written "1.05", "01.05" or "0105": items 1 to 40,
 * sub-items from 01. Answers the normalized "1.05" form, or null when malformed.
 */
export function normalizeServiceItem(value: string): string | null {
  const match = /^(\d{1,2})\.?(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const item = Number(match[1]);
  const subitem = Number(match[2]);
  if (item < 1 || item > 40 || subitem < 1) return null;
  return `${item}.${match[2]}`;
}
