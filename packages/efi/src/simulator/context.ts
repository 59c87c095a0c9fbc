import type { FastifyRequest } from 'fastify';
import type { Billing } from './billing.js';
import type { Notifier } from './notifier.js';
import type { SimStore } from './store.js';

/** What the simulator's routes share. */
export interface SimContext {
  store: SimStore;
  notifier: Notifier;
  billing: Billing;
  now: () => Date;
  /** Accepted credentials; any non-empty pair when absent. */
  credentials: { clientId: string; clientSecret: string } | null;
  tokenLifetimeS: number;
  /** The simulator's public URL as `request` reached it (boleto links are built on it). */
  publicUrl(request: FastifyRequest): string;
}

/** A numeric path id; anything else can match no record. */
export function idParam(params: unknown, key = 'id'): number {
  const value = Number((params as Record<string, string>)[key]);
  return Number.isSafeInteger(value) ? value : -1;
}
