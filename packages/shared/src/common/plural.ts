// Zod-free: the web app's eager chunks and the API's e-mails both read it.
const rules = new Intl.PluralRules('pt-BR');
const numbers = new Intl.NumberFormat('pt-BR');

/**
 * The singular or plural of `one`/`other` for `count`, chosen by Intl.PluralRules (pt-BR):
 * "1 dia", "1,5 dia", "3 dias". Zero, which CLDR files under `one`, takes the plural as
 * Brazilians write it ("0 pagamentos"); so does CLDR's `many` (1.000.000 usuários).
 */
export function pluralForm(count: number, one: string, other: string): string {
  return count !== 0 && rules.select(count) === 'one' ? one : other;
}

/** The count (pt-BR digits) and its words: "1 usuário ativo", "3 pagamentos", "1.200 leads". */
export function plural(count: number, one: string, other: string): string {
  return `${numbers.format(count)} ${pluralForm(count, one, other)}`;
}
