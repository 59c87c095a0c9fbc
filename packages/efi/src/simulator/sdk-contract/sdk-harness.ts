import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { EfiPay } from 'sdk-node-apis-efi';
import { afterAll, beforeAll } from 'vitest';
import type { billetSubscriptionBody, subscriptionBody } from '../../testing/simulator.js';
import { createEfiSimulatorServer } from '../plugin.js';

/**
 * The simulator driven by Efí's official Node SDK (`sdk-node-apis-efi` 2.x), every reply checked
 * with the SDK's own response schemas: the simulator cannot drift from the real client unseen.
 * The contract tests are split by area (plans, card, boleto) and share this harness.
 *
 * The SDK has no base-URL option: its endpoint table is a plain exported object, read on every
 * call, so its sandbox URL is pointed at the simulator (the module is loaded by file URL, which
 * the package's `exports` map would refuse by name; it is the instance the SDK itself uses).
 */
async function pointSdkAt(baseUrl: string): Promise<() => void> {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('sdk-node-apis-efi/package.json'));
  const file = pathToFileURL(join(root, 'dist/esm/constants/endpoints.js')).href;
  const { endpoints } = (await import(file)) as {
    endpoints: { APIS: { DEFAULT: { URL: { SANDBOX: string } } } };
  };
  const original = endpoints.APIS.DEFAULT.URL.SANDBOX;
  endpoints.APIS.DEFAULT.URL.SANDBOX = baseUrl;
  return () => {
    endpoints.APIS.DEFAULT.URL.SANDBOX = original;
  };
}

type SdkSubscriptionBody = Parameters<EfiPay['createOneStepSubscription']>[1];

/**
 * Our test body as the SDK's types spell it: `amount` required on items, no nulls in metadata
 * (the same JSON on the wire).
 */
export function forSdk(
  body: ReturnType<typeof subscriptionBody> | ReturnType<typeof billetSubscriptionBody>,
): SdkSubscriptionBody {
  const { custom_id, notification_url } = body.metadata ?? {};
  return {
    ...body,
    items: body.items.map((item) => ({ ...item, amount: item.amount ?? 1 })),
    metadata: {
      ...(custom_id ? { custom_id } : {}),
      ...(notification_url ? { notification_url } : {}),
    },
  } as SdkSubscriptionBody;
}

/** The SDK rejects with Efí's JSON body. */
export async function rejection(call: Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await call;
  } catch (error) {
    return error as Record<string, unknown>;
  }
  throw new Error('the call succeeded');
}

export interface SdkSimulator {
  /** The official SDK, pointed at the simulator. */
  efi: EfiPay;
  /** The simulator, for its control routes. */
  server: FastifyInstance;
  /** The notification tokens the simulator posted, oldest first. */
  tokens: string[];
  /** Decides the waiting card charges now (`/control/settle`). */
  settle(): Promise<unknown>;
}

/** Starts a simulator on a loopback port for the file's tests and points the SDK at it. */
export function useSdkSimulator(): SdkSimulator {
  const tokens: string[] = [];
  let restore: () => void = () => undefined;
  const sim = { tokens } as SdkSimulator;
  beforeAll(async () => {
    sim.server = await createEfiSimulatorServer({
      chargeDelayMs: 5,
      redeliveryMs: 0,
      notify: async (_url, token) => {
        tokens.push(token);
      },
    });
    restore = await pointSdkAt(await sim.server.listen({ port: 0, host: '127.0.0.1' }));
    sim.efi = new EfiPay({
      sandbox: true,
      client_id: 'Client_Id_sdk',
      client_secret: 'Client_Secret_sdk',
    });
    sim.settle = () => sim.server.inject({ method: 'POST', url: '/control/settle' });
  });
  afterAll(async () => {
    restore();
    await sim.server.close();
  });
  return sim;
}
