import type { FastifyInstance } from 'fastify';
import { createEfiClient, type EfiClient, type EfiClientOptions } from '../client/index.js';
import { addDays, formatEfiDate } from '../dates.js';
import type {
  EfiBankingBilletPayment,
  EfiCreditCardPayment,
  EfiOneStepSubscriptionInput,
} from '../schemas/subscriptions.js';
import { createEfiSimulatorServer, type EfiSimulatorOptions } from '../simulator/index.js';
import { httpControl, type SimulatorControl } from './control.js';

export {
  httpControl,
  injectControl,
  type SimulatorControl,
  SimulatorControlError,
  simulatorControl,
} from './control.js';

export interface RunningSimulator {
  app: FastifyInstance;
  baseUrl: string;
  client: EfiClient;
  /** The control routes (pay or expire a boleto, renew, settle). */
  control: SimulatorControl;
  /** Every callback the simulator delivered, in order. */
  callbacks: { url: string; token: string }[];
  close(): Promise<void>;
}

/** The simulator on a free loopback port, with a client pointed at it. */
export async function startSimulator(
  options: EfiSimulatorOptions = {},
  clientOptions: Partial<EfiClientOptions> = {},
): Promise<RunningSimulator> {
  const callbacks: { url: string; token: string }[] = [];
  const app = await createEfiSimulatorServer({
    chargeDelayMs: 20,
    redeliveryMs: 0,
    notify: async (url, token) => {
      callbacks.push({ url, token });
    },
    ...options,
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const client = createEfiClient({
    baseUrl,
    clientId: 'Client_Id_test',
    clientSecret: 'Client_Secret_test',
    retryDelayMs: 1,
    ...clientOptions,
  });
  const control = httpControl(baseUrl);
  return { app, baseUrl, client, control, callbacks, close: () => app.close() };
}

/** A valid one-step card subscription body; `token` decides the sandbox outcome. */
export function subscriptionBody(
  token: string,
  metadata: EfiOneStepSubscriptionInput['metadata'] = {},
): EfiOneStepSubscriptionInput & { payment: { credit_card: EfiCreditCardPayment } } {
  return {
    items: [{ name: 'Rumo Equipe', value: 9900, amount: 1 }],
    metadata: {
      custom_id: 'company-1',
      notification_url: 'https://rumo.test/api/webhooks/efi',
      ...metadata,
    },
    payment: {
      credit_card: {
        customer: {
          name: 'Gorbadoc Oldbuck',
          cpf: '94271564656',
          email: 'cliente@servidor.com.br',
          birth: '1990-08-29',
          phone_number: '5144916523',
        },
        payment_token: token,
        billing_address: {
          street: 'Avenida Juscelino Kubitschek',
          number: '909',
          neighborhood: 'Bauxita',
          zipcode: '35400000',
          city: 'Ouro Preto',
          complement: '',
          state: 'MG',
        },
      },
    },
  };
}

/** A 40-hex token the simulator did not issue, ending in `digit` (the card rule). */
export function fakeToken(digit: string): string {
  return `${'ab'.repeat(19)}0${digit}`;
}

/**
 * A valid one-step boleto subscription body: a person (CPF) due `expireAt` (default five days
 * from today in Brasília), with a 2 % fine and 0.033 % interest a day once overdue.
 */
export function billetSubscriptionBody(
  expireAt = addDays(formatEfiDate(new Date()), 5),
  metadata: EfiOneStepSubscriptionInput['metadata'] = {},
): EfiOneStepSubscriptionInput & { payment: { banking_billet: EfiBankingBilletPayment } } {
  return {
    items: [{ name: 'Rumo Equipe', value: 9900, amount: 1 }],
    metadata: {
      custom_id: 'company-1',
      notification_url: 'https://rumo.test/api/webhooks/efi',
      ...metadata,
    },
    payment: {
      banking_billet: {
        customer: {
          name: 'Gorbadoc Oldbuck',
          cpf: '94271564656',
          email: 'cliente@servidor.com.br',
          phone_number: '5144916523',
        },
        expire_at: expireAt,
        configurations: { fine: 200, interest: 33 },
        message: 'Assinatura Rumo',
      },
    },
  };
}
