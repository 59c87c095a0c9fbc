/**
 * Pix BR Code (EMV® QR Code "Merchant-Presented Mode" as the Banco Central specifies it): the
 * "Pix copia e cola" text of a Bolix. Each field is `id (2 digits) + length (2 digits) + value`.
 * A dynamic code carries no key: field 26 holds the URL of the PSP's location, where the payer's
 * bank reads the charge (a COB-V, "cobrança com vencimento", for a Bolix).
 */

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Upper-case ASCII without accents, as the merchant name and city must be. */
function plain(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .toUpperCase()
    .slice(0, max)
    .trim();
}

export interface BrCodeInput {
  /** The location URL without scheme (e.g. `pix.example.com/v2/cobv/…`). */
  location: string;
  /** Value in centavos. */
  amount: number;
  merchantName: string;
  merchantCity: string;
}

/**
 * A dynamic BR Code. Field 62-05 (txid) is `***`: in a dynamic code the txid lives in the
 * payload read from the location, and the spec requires `***` here.
 */
export function pixBrCode(input: BrCodeInput): string {
  const account = field('00', 'br.gov.bcb.pix') + field('25', input.location);
  const payload = [
    field('00', '01'),
    field('01', '12'),
    field('26', account),
    field('52', '0000'),
    field('53', '986'),
    field('54', (input.amount / 100).toFixed(2)),
    field('58', 'BR'),
    field('59', plain(input.merchantName, 25)),
    field('60', plain(input.merchantCity, 15)),
    field('62', field('05', '***')),
    '6304',
  ].join('');
  return payload + crc16(payload);
}

/** The top-level fields of a BR Code, by id; null when the lengths do not add up. */
export function readBrCode(code: string): Record<string, string> | null {
  const fields: Record<string, string> = {};
  let at = 0;
  while (at < code.length) {
    const id = code.slice(at, at + 2);
    const size = Number(code.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(size) || at + 4 + size > code.length) return null;
    fields[id] = code.slice(at + 4, at + 4 + size);
    at += 4 + size;
  }
  return fields;
}

/** Whether a BR Code is well formed and ends with its right CRC (field 63). */
export function isValidBrCode(code: string): boolean {
  const fields = readBrCode(code);
  if (!fields || !code.startsWith('000201') || fields['63']?.length !== 4) return false;
  return crc16(code.slice(0, -4)) === fields['63'];
}
