import { resolveTxt } from 'node:dns/promises';

/** Reads a name's TXT records, each as its character-strings (node:dns `resolveTxt` shape). */
export type TxtResolver = (hostname: string) => Promise<string[][]>;

/** The system resolver: production and development. Tests and e2e pass their own. */
export const systemTxtResolver: TxtResolver = (hostname) => resolveTxt(hostname);

/** Error codes of node:dns meaning "the name has no TXT record" rather than "DNS failed". */
const NO_RECORD_CODES = new Set(['ENODATA', 'ENOTFOUND']);

/**
 * The records of `hostname`, each record's strings joined (a long TXT value arrives split in
 * 255-byte pieces). `[]` when the name has none; throws when the lookup itself failed.
 */
export async function readTxtRecords(resolver: TxtResolver, hostname: string): Promise<string[]> {
  try {
    return (await resolver(hostname)).map((chunks) => chunks.join('').trim());
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && NO_RECORD_CODES.has(code)) return [];
    throw error;
  }
}

/**
 * A resolver whose answers for some names are set at run time (the e2e server's DNS double, set
 * through `PUT /api/dev/dns-txt`); every other name goes to `fallback`. Never in production.
 */
export function overridableTxtResolver(fallback: TxtResolver) {
  const records = new Map<string, string[]>();
  const resolver: TxtResolver = async (hostname) => {
    const values = records.get(hostname.toLowerCase());
    return values ? values.map((value) => [value]) : fallback(hostname);
  };
  return {
    resolver,
    set(hostname: string, values: string[]) {
      records.set(hostname.toLowerCase(), values);
    },
  };
}
