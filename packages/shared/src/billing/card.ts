// Zod-free: the web app and the API's e-mails show cards the same way.

const BRAND_LABELS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  diners: 'Diners Club',
};

/** A brand as people read it ("mastercard" -> "Mastercard"); an unknown one as Efí sends it. */
export const cardBrandLabel = (brand: string) => BRAND_LABELS[brand.toLowerCase()] ?? brand;

/**
 * "•••• 4444" from Efí's mask (`XXXXXXXXXXXX4444`, `5555********4444`...): the one format the
 * app, the backoffice and the e-mails show a card number in. Null when the mask has no digits.
 */
export function formatCardMask(mask: string | null | undefined): string | null {
  const last4 = (mask ?? '').replace(/\D/g, '').slice(-4);
  return last4.length === 4 ? `•••• ${last4}` : null;
}

/** "Mastercard •••• 4444"; the brand alone, or "Cartão •••• 4444", when one part is missing. */
export function formatCard(
  brand: string | null | undefined,
  mask: string | null | undefined,
): string | null {
  const number = formatCardMask(mask);
  const name = brand ? cardBrandLabel(brand) : null;
  if (!number) return name;
  return `${name ?? 'Cartão'} ${number}`;
}
