import { describe, expect, it, vi } from 'vitest';
import {
  CardTokenizeError,
  createCardTokenizer,
  createEfiTokenizer,
  createSimulatorTokenizer,
  type EfiCreditCardApi,
  type EfiModule,
  UNSUPPORTED_BRAND_MESSAGE,
} from './card-tokenizer';

const CARD = {
  number: '5555 5555 5555 4444',
  holderName: 'MARINA SOUZA',
  expirationMonth: '12',
  expirationYear: '2034',
  cvv: '123',
};
const TOKEN = 'f'.repeat(40);

describe('simulator tokenizer', () => {
  it('sends the card to the simulator only and returns the token, mask and brand', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ payment_token: TOKEN, card_mask: 'XXXXXXXXXXXX4444' }),
    );
    const tokenizer = createSimulatorTokenizer('/efi-sim/', fetchMock);
    await expect(tokenizer.tokenize(CARD)).resolves.toEqual({
      paymentToken: TOKEN,
      cardMask: 'XXXXXXXXXXXX4444',
      cardBrand: 'mastercard',
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/efi-sim/control/tokenize');
    expect(JSON.parse(String(init.body))).toMatchObject({
      brand: 'mastercard',
      number: '5555555555554444',
      expirationMonth: '12',
      expirationYear: '2034',
    });
  });

  it("gives Efí's pt-BR reason when the card is not accepted", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json(
        {
          code: 3500034,
          error: 'validation_error',
          error_description: {
            property: '/expirationYear',
            message: 'Data de validade do cartão inválida.',
          },
        },
        { status: 400 },
      ),
    );
    const tokenizer = createSimulatorTokenizer('/efi-sim', fetchMock);
    await expect(tokenizer.tokenize(CARD)).rejects.toThrow('Data de validade do cartão inválida.');
  });

  it('refuses a brand Efí does not take before calling anyone', async () => {
    const fetchMock = vi.fn();
    const tokenizer = createSimulatorTokenizer('/efi-sim', fetchMock);
    await expect(tokenizer.tokenize({ ...CARD, number: '9999 9999 9999 9999' })).rejects.toThrow(
      UNSUPPORTED_BRAND_MESSAGE,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

/** A stand-in for payment-token-efi's CreditCard: a Proxy that throws on unknown members. */
function fakeEfi(result: () => Promise<unknown>) {
  const calls: Record<string, unknown[]> = {};
  const target: Record<string, unknown> = {};
  const api = new Proxy(target, {
    get(_target, name) {
      if (typeof name !== 'string' || name === 'then') {
        throw {
          code: 404,
          error: 'request_error',
          error_description: `Método '${String(name)}' solicitado inexistente.`,
        };
      }
      return (...args: unknown[]) => {
        calls[name] = args;
        if (name === 'verifyCardBrand') return Promise.resolve('visa');
        if (name === 'getPaymentToken') return result();
        return api;
      };
    },
  }) as unknown as EfiCreditCardApi;
  const load = vi.fn(async (): Promise<EfiModule> => ({ CreditCard: api }));
  return { load, calls };
}

describe('Efí tokenizer', () => {
  it('uses the account, environment and brand of payment-token-efi', async () => {
    const efi = fakeEfi(async () => ({ payment_token: TOKEN, card_mask: 'XXXXXXXXXXXX0087' }));
    const tokenizer = createEfiTokenizer('a'.repeat(32), 'sandbox', efi.load);
    await expect(tokenizer.tokenize({ ...CARD, number: '4485785674290087' })).resolves.toEqual({
      paymentToken: TOKEN,
      cardMask: 'XXXXXXXXXXXX0087',
      cardBrand: 'visa',
    });
    expect(efi.calls.setAccount).toEqual(['a'.repeat(32)]);
    expect(efi.calls.setEnvironment).toEqual(['sandbox']);
    expect(efi.calls.setCreditCardData?.[0]).toEqual({
      brand: 'visa',
      number: '4485785674290087',
      cvv: '123',
      expirationMonth: '12',
      expirationYear: '2034',
      holderName: 'MARINA SOUZA',
      reuse: false,
    });
  });

  it("turns Efí's thrown error object into a pt-BR message", async () => {
    const efi = fakeEfi(async () => {
      throw {
        code: 3500034,
        error: 'validation_error',
        error_description: 'O CVV informado é inválido.',
      };
    });
    const tokenizer = createEfiTokenizer('a'.repeat(32), 'production', efi.load);
    const error = await tokenizer.tokenize(CARD).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CardTokenizeError);
    expect((error as Error).message).toBe('O CVV informado é inválido.');
  });

  it('loads the real payment-token-efi module with a CreditCard', async () => {
    const module = (await import('payment-token-efi')) as unknown as {
      default?: { CreditCard?: unknown };
    };
    expect(module.default?.CreditCard).toBeDefined();
  });
});

describe('createCardTokenizer', () => {
  it('follows the billing configuration', () => {
    const base = { environment: 'sandbox' as const, trialDays: 14 };
    expect(
      createCardTokenizer({ ...base, mode: 'simulator', payeeCode: null, simulatorUrl: '/efi-sim' })
        .mode,
    ).toBe('simulator');
    expect(
      createCardTokenizer({ ...base, mode: 'efi', payeeCode: 'a'.repeat(32), simulatorUrl: null })
        .mode,
    ).toBe('efi');
    expect(() =>
      createCardTokenizer({ ...base, mode: 'efi', payeeCode: null, simulatorUrl: null }),
    ).toThrow(CardTokenizeError);
  });
});
