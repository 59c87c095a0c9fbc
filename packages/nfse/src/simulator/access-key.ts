import { randomInt } from 'node:crypto';
import { onlyDigits } from '../documents.js';

/** Check digit of the key: modulo 11 with weights 2 to 9 from the right, as the NF-e's key. */
function checkDigit(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index--) {
    sum += Number(digits[index]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * A 50-digit chave de acesso of an NFS-e Padrão Nacional: issuing municipality (7), ambiente
 * gerador (1, 2 = Sefin Nacional), inscrição type (1, 2 = CNPJ), the CNPJ (14), the NFS-e
 * number (13), year and month (4), a random code (9) and a check digit.
 */
export function nationalAccessKey(input: {
  municipio: string;
  cnpj: string;
  numero: number;
  at: Date;
}): string {
  const yearMonth = input.at.toISOString().slice(2, 7).replace('-', '');
  const body = [
    input.municipio.padStart(7, '0'),
    '2',
    '2',
    onlyDigits(input.cnpj).padStart(14, '0'),
    String(input.numero).padStart(13, '0'),
    yearMonth,
    String(randomInt(0, 1_000_000_000)).padStart(9, '0'),
  ].join('');
  return `${body}${checkDigit(body)}`;
}

/** 50 digits whose last is the check digit of the others. */
export function isNationalAccessKey(value: string): boolean {
  return /^\d{50}$/.test(value) && checkDigit(value.slice(0, 49)) === Number(value[49]);
}
