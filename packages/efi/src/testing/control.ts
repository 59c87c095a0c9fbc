import type { EfiChargeWire } from '../schemas/charges.js';

/** One call to a control route: answers the status and the parsed JSON body. */
export type ControlSend = (
  method: 'POST',
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: unknown }>;

/** A control route's refusal, with the simulator's Efí-shaped error body. */
export class SimulatorControlError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly body: { code?: number; error?: string; error_description?: unknown },
  ) {
    super(`Simulator ${path} answered ${status}: ${JSON.stringify(body)}`);
  }
}

/**
 * The simulator's control routes, for tests: what the payer or the calendar does. Each call
 * throws with Efí's error body when the simulator refuses it.
 */
export interface SimulatorControl {
  /** `POST /control/charges/:id/pay`: the payer pays the boleto by barcode or by its Pix. */
  payBoleto(chargeId: number, options?: { via?: 'boleto' | 'pix' }): Promise<EfiChargeWire>;
  /** `POST /control/charges/:id/expire`: the due date passes unpaid (→ `unpaid`). */
  expireBoleto(chargeId: number): Promise<EfiChargeWire>;
  /**
   * `POST /control/subscriptions/:id/charges`: the next period's charge (a card is charged, a
   * boleto is issued and waits); `outcome` forces it paid or unpaid.
   */
  renew(subscriptionId: number, outcome?: 'paid' | 'unpaid'): Promise<EfiChargeWire>;
  /** `POST /control/settle`: decides the waiting card charges now; answers how many. */
  settleWaiting(): Promise<number>;
}

export function simulatorControl(send: ControlSend): SimulatorControl {
  async function call<T>(path: string, body?: unknown): Promise<T> {
    const reply = await send('POST', path, body);
    if (reply.status !== 200) {
      throw new SimulatorControlError(
        path,
        reply.status,
        reply.body as SimulatorControlError['body'],
      );
    }
    return (reply.body as { data: T }).data;
  }
  return {
    payBoleto: (chargeId, options = {}) =>
      call(`/control/charges/${chargeId}/pay`, { via: options.via ?? 'boleto' }),
    expireBoleto: (chargeId) => call(`/control/charges/${chargeId}/expire`, {}),
    renew: (subscriptionId, outcome) =>
      call(`/control/subscriptions/${subscriptionId}/charges`, outcome ? { outcome } : {}),
    settleWaiting: async () => (await call<{ settled: number }>('/control/settle')).settled,
  };
}

/** Control over HTTP, e.g. a simulator on a loopback port (`secret`: `x-simulator-secret`). */
export function httpControl(baseUrl: string, secret?: string): SimulatorControl {
  return simulatorControl(async (method, path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(secret ? { 'x-simulator-secret': secret } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  });
}

interface Injectable {
  inject(options: {
    method: 'POST';
    url: string;
    payload?: string;
    headers?: Record<string, string>;
  }): PromiseLike<{ statusCode: number; json(): unknown }>;
}

/**
 * Control through `app.inject`, for an app that mounts the simulator under `prefix` (the API
 * mounts it at `/efi-sim`); inject comes from the loopback address, as the routes require.
 */
export function injectControl(app: Injectable, prefix = '/efi-sim'): SimulatorControl {
  return simulatorControl(async (method, path, body) => {
    const response = await app.inject({
      method,
      url: `${prefix}${path}`,
      ...(body === undefined
        ? {}
        : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    return { status: response.statusCode, body: response.json() };
  });
}
