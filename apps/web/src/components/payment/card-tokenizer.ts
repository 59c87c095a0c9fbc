import { tokenizeCardWithSimulator } from '@rumo/efi/tokenizer';
import type { BillingConfig, CardToken } from '@rumo/shared/billing/contracts';
import { type CardBrand, detectCardBrand, isCardBrand } from './card-brand';

/** The card as typed; it goes to the tokenizer (Efí's or the simulator's), never to Rumo's API. */
export interface CardInput {
  number: string;
  holderName: string;
  /** Two digits. */
  expirationMonth: string;
  /** Four digits. */
  expirationYear: string;
  cvv: string;
  /** CPF or CNPJ of the holder, digits only (optional for Efí). */
  holderDocument?: string;
}

/** Turns a card into Efí's one-time payment token plus what may be shown of it. */
export interface CardTokenizer {
  readonly mode: BillingConfig['mode'];
  /** The brand of a complete card number, or null when Efí does not take it. */
  brandOf(number: string): Promise<CardBrand | null>;
  tokenize(card: CardInput): Promise<CardToken>;
}

export const UNSUPPORTED_BRAND_MESSAGE =
  'Bandeira não aceita. Use Visa, Mastercard, American Express, Elo ou Hipercard.';
export const TOKENIZE_FALLBACK_MESSAGE =
  'Não foi possível validar os dados do cartão. Confira e tente novamente.';

/** A tokenizer failure (Efí throws `{ code, error, error_description }`), with a pt-BR message. */
export class CardTokenizeError extends Error {
  override readonly name = 'CardTokenizeError';
}

/** Efí's error shapes, thrown as plain objects or Errors, to one pt-BR message. */
export function tokenizeErrorMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const { error_description: description } = error as { error_description?: unknown };
    if (typeof description === 'string' && description.trim()) return description;
    if (description && typeof description === 'object') {
      const { message } = description as { message?: unknown };
      if (typeof message === 'string' && message.trim()) return message;
    }
    if (error instanceof TypeError) {
      return 'Não foi possível falar com a operadora do cartão. Verifique sua conexão e tente novamente.';
    }
  }
  return TOKENIZE_FALLBACK_MESSAGE;
}

const digits = (value: string) => value.replace(/\D/g, '');

async function requireBrand(tokenizer: CardTokenizer, number: string): Promise<CardBrand> {
  const brand = await tokenizer.brandOf(number);
  if (!brand) throw new CardTokenizeError(UNSUPPORTED_BRAND_MESSAGE);
  return brand;
}

async function wrapErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CardTokenizeError) throw error;
    throw new CardTokenizeError(tokenizeErrorMessage(error));
  }
}

/** The bundled simulator (no Efí credentials): its `/control/tokenize` stands in for Efí's. */
export function createSimulatorTokenizer(
  simulatorUrl: string,
  fetchImpl?: typeof fetch,
): CardTokenizer {
  const tokenizer: CardTokenizer = {
    mode: 'simulator',
    brandOf: async (number) => detectCardBrand(number),
    tokenize: (card) =>
      wrapErrors(async () => {
        const brand = await requireBrand(tokenizer, card.number);
        const result = await tokenizeCardWithSimulator(
          simulatorUrl,
          {
            brand,
            number: digits(card.number),
            cvv: card.cvv,
            expirationMonth: card.expirationMonth,
            expirationYear: card.expirationYear,
            holderName: card.holderName,
            holderDocument: card.holderDocument,
          },
          fetchImpl,
        );
        return { paymentToken: result.payment_token, cardMask: result.card_mask, cardBrand: brand };
      }),
  };
  return tokenizer;
}

/** The part of `payment-token-efi` used here (its bundled types are incomplete, efi-pay.md §3.3). */
export interface EfiCreditCardApi {
  setAccount(code: string): EfiCreditCardApi;
  setEnvironment(environment: 'production' | 'sandbox'): EfiCreditCardApi;
  setCardNumber(number: string): EfiCreditCardApi;
  verifyCardBrand(): Promise<string>;
  setCreditCardData(data: {
    brand: string;
    number: string;
    cvv: string;
    expirationMonth: string;
    expirationYear: string;
    holderName?: string;
    holderDocument?: string;
    reuse?: boolean;
  }): EfiCreditCardApi;
  getPaymentToken(): Promise<unknown>;
}

/**
 * Efí's module as loaded. Its `CreditCard` is a Proxy that throws on unknown properties, `then`
 * included, so it must never be what a promise resolves to: it travels inside this object.
 */
export interface EfiModule {
  CreditCard: EfiCreditCardApi;
}

/** Loads Efí's tokenizer only when a card is about to be paid (it touches `window` on import). */
async function loadEfiModule(): Promise<EfiModule> {
  const module = (await import('payment-token-efi')) as unknown as {
    default?: EfiModule;
    CreditCard?: EfiCreditCardApi;
  };
  // The UMD build is CommonJS to the bundler: its exports object arrives as `default`.
  const creditCard = module.default?.CreditCard ?? module.CreditCard;
  if (!creditCard) throw new CardTokenizeError(TOKENIZE_FALLBACK_MESSAGE);
  return { CreditCard: creditCard };
}

/** Real Efí (sandbox or production): `payment-token-efi` encrypts the card in the browser. */
export function createEfiTokenizer(
  payeeCode: string,
  environment: BillingConfig['environment'],
  load: () => Promise<EfiModule> = loadEfiModule,
): CardTokenizer {
  // Efí's CreditCard is a static singleton: calls must not overlap (efi-pay.md §3.3).
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  const tokenizer: CardTokenizer = {
    mode: 'efi',
    brandOf: (number) =>
      serial(async () => {
        try {
          const { CreditCard } = await load();
          const brand = await CreditCard.setCardNumber(digits(number)).verifyCardBrand();
          return isCardBrand(brand) ? brand : null;
        } catch {
          return detectCardBrand(number);
        }
      }),
    tokenize: (card) =>
      wrapErrors(async () => {
        const brand = await requireBrand(tokenizer, card.number);
        const result = await serial(async () => {
          const { CreditCard } = await load();
          return CreditCard.setAccount(payeeCode)
            .setEnvironment(environment)
            .setCreditCardData({
              brand,
              number: digits(card.number),
              cvv: card.cvv,
              expirationMonth: card.expirationMonth,
              expirationYear: card.expirationYear,
              // Efí validates what it is given: optional fields are left out, not undefined.
              ...(card.holderName ? { holderName: card.holderName } : {}),
              ...(card.holderDocument ? { holderDocument: card.holderDocument } : {}),
              reuse: false,
            })
            .getPaymentToken();
        });
        const { payment_token: paymentToken, card_mask: cardMask } = (result ?? {}) as {
          payment_token?: string;
          card_mask?: string;
        };
        // Older versions resolved errors instead of throwing them.
        if (!paymentToken || !cardMask) throw new CardTokenizeError(tokenizeErrorMessage(result));
        return { paymentToken, cardMask, cardBrand: brand };
      }),
  };
  return tokenizer;
}

export const BILLING_UNAVAILABLE_MESSAGE =
  'O pagamento por cartão não está disponível no momento. Tente novamente mais tarde.';

/** The tokenizer the API's billing configuration asks for. */
export function createCardTokenizer(config: BillingConfig): CardTokenizer {
  if (config.mode === 'efi') {
    if (!config.payeeCode) throw new CardTokenizeError(BILLING_UNAVAILABLE_MESSAGE);
    return createEfiTokenizer(config.payeeCode, config.environment);
  }
  if (!config.simulatorUrl) throw new CardTokenizeError(BILLING_UNAVAILABLE_MESSAGE);
  return createSimulatorTokenizer(config.simulatorUrl);
}
