/**
 * A number's text as Brazilians write it ("1.234,56", "1234,56", "-3,5", "R$ 100.000,00", "12%",
 * or "1234.56" from a tool that writes a decimal point), with a decimal point and no thousands
 * separators, as `Number` reads it; null when it is not a number. A dot reads as thousands only
 * in whole groups after a first group that does not start with 0 ("0.250" is a quarter).
 */
export function plainNumber(raw: string): string | null {
  let text = raw.replace(/R\$|%|\s/g, '');
  if (text === '') return null;
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  else if (/^-?[1-9]\d{0,2}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  return /^-?\d+(\.\d+)?$/.test(text) ? text : null;
}

/** `plainNumber` as a number. */
export function parseBrazilianNumber(raw: string): number | null {
  const text = plainNumber(raw);
  return text === null ? null : Number(text);
}
