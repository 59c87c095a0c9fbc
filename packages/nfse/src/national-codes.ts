import { normalizeServiceItem } from './documents.js';

/**
 * The national service code (código de tributação nacional, `cTribNac` of the DPS): six digits,
 * the LC 116/2003 item (2), its sub-item (2) and a national "desdobro" (2), written "01.05.01"
 * or "010501". Answers the six digits, or null when malformed.
 */
export function normalizeNationalServiceCode(value: string): string | null {
  const match = /^(\d{2})\.?(\d{2})\.?(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [item, subitem, desdobro] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Items 1 to 40 of LC 116, and 99 for the national list's own codes (e.g. 99.04.01).
  if (!((item >= 1 && item <= 40) || item === 99) || subitem < 1 || desdobro < 1) return null;
  return `${match[1]}${match[2]}${match[3]}`;
}

/** "010501" as the national list prints it: "01.05.01". */
export function formatNationalServiceCode(code: string): string {
  return `${code.slice(0, 2)}.${code.slice(2, 4)}.${code.slice(4, 6)}`;
}

/**
 * LC 116 items whose national code is fixed: the national list splits them into one desdobro
 * only (01), so "1.05" can only be 01.05.01 (licenciamento ou cessão de direito de uso de
 * programas de computação). Items split into several desdobros (1.03 → 01.03.01 or 01.03.02,
 * 1.09 → 01.09.01 or 01.09.02) have no default: the issuer must name the national code.
 * Limited to the software/IT items (LC 116 item 1) a SaaS issues under; see
 * docs/decisions/0026-nfse-invoices.md.
 */
const FIXED_NATIONAL_CODES: Record<string, string> = {
  '1.01': '010101',
  '1.02': '010201',
  '1.04': '010401',
  '1.05': '010501',
  '1.06': '010601',
  '1.07': '010701',
  '1.08': '010801',
};

/** The national code an LC 116 item maps to without choice, or null when it needs one named. */
export function nationalServiceCodeFor(itemListaServico: string): string | null {
  const item = normalizeServiceItem(itemListaServico);
  return item ? (FIXED_NATIONAL_CODES[item] ?? null) : null;
}

/**
 * National codes the simulated Sistema Nacional knows: LC 116 item 1 in full (with its
 * two-desdobro sub-items 1.03 and 1.09), desdobro 01 of any other item, and 99.04.01.
 */
const ITEM_ONE_CODES = new Set([
  '010101',
  '010201',
  '010301',
  '010302',
  '010401',
  '010501',
  '010601',
  '010701',
  '010801',
  '010901',
  '010902',
]);

export function isKnownNationalServiceCode(code: string): boolean {
  if (code.startsWith('01')) return ITEM_ONE_CODES.has(code);
  // 99.04.01: locação de bens móveis, a national code outside LC 116 (NT NFS-e 005/2025).
  if (code.startsWith('99')) return code === '990401';
  return (
    code.endsWith('01') && normalizeServiceItem(`${code.slice(0, 2)}.${code.slice(2, 4)}`) !== null
  );
}
