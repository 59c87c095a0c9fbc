import { mkdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { EfiNotificationEntryWire } from '../schemas/notifications.js';
import type {
  EfiBillingAddress,
  EfiCustomer,
  EfiItem,
  EfiRefusal,
} from '../schemas/subscriptions.js';

/** What the simulator keeps of a card: never its number or CVV. */
export interface SimCard {
  mask: string;
  brand: string;
  /** Last digit of the card number: decides the sandbox outcome (efi-pay.md §1.8). */
  lastDigit: string;
  reusable: boolean;
  used: boolean;
}

/** A card as a subscription or charge keeps it. */
export type SimCardView = Omit<SimCard, 'used' | 'reusable'>;

/** How a boleto subscription's boletos charge once overdue, and their note (efi-pay.md §4). */
export interface SimBilletTerms {
  /** Fine in basis points of the value (200 = 2 %); null when none. */
  fine: number | null;
  /** Interest per day (33 = 0.033 %) or per month; null when none. */
  interest: number | null;
  interest_type: 'daily' | 'monthly';
  /** Days after the due date the boleto can still be paid. */
  days_to_write_off: number;
  message: string | null;
}

/** A charge's boleto (Bolix: boleto with a Pix BR Code). */
export interface SimBoleto {
  /** Unguessable key of its public PDF. */
  key: string;
  /** The 44-digit barcode. */
  barcode: string;
  /** The linha digitável, formatted as Efí prints it. */
  line: string;
  /** The Pix BR Code ("copia e cola"). */
  pix: string;
  /** Due date `YYYY-MM-DD`, moved to a business day. */
  expire_at: string;
  /** The simulator's public URL when issued: links are built on it. */
  base_url: string;
  /** How it was paid, once paid. */
  paid_via: 'boleto' | 'pix' | null;
}

export interface SimPlan {
  plan_id: number;
  name: string;
  interval: number;
  repeats: number | null;
  created_at: string;
}

export interface SimSubscription {
  subscription_id: number;
  plan_id: number;
  status: 'new' | 'active' | 'canceled' | 'expired';
  items: EfiItem[];
  value: number;
  custom_id: string | null;
  notification_url: string | null;
  /** The payer; a boleto subscription's may have no e-mail. */
  customer: Omit<EfiCustomer, 'email'> & { email?: string | undefined };
  billing_address: EfiBillingAddress | null;
  /** The card it is paid with; null for a boleto subscription. */
  card: SimCardView | null;
  /** Present for a boleto subscription (absent in data files written before boletos). */
  billet?: SimBilletTerms;
  /** The callback token shared by every change of this subscription and its charges. */
  token: string;
  next_execution: string;
  charge_ids: number[];
  created_at: string;
}

export type SimOutcome = 'paid' | 'unpaid';

export interface SimCharge {
  charge_id: number;
  subscription_id: number;
  parcel: number;
  total: number;
  status: string;
  refusal: EfiRefusal | null;
  /** Where a `waiting` charge goes when its timer fires; survives restarts. */
  pending: SimOutcome | null;
  card: SimCardView | null;
  /** The boleto of a boleto subscription's charge. */
  boleto?: SimBoleto;
  created_at: string;
  paid_at: string | null;
  history: { message: string; created_at: string }[];
}

export interface SimNotification {
  token: string;
  subscription_id: number;
  entries: EfiNotificationEntryWire[];
  /** Highest entry id read through `GET /v1/notification/:token`. */
  fetchedThrough: number;
}

export interface SimState {
  sequence: { plan: number; subscription: number; charge: number };
  plans: Record<string, SimPlan>;
  subscriptions: Record<string, SimSubscription>;
  charges: Record<string, SimCharge>;
  cards: Record<string, SimCard>;
  notifications: Record<string, SimNotification>;
  accessTokens: Record<string, number>;
}

function emptyState(): SimState {
  return {
    sequence: { plan: 1000, subscription: 25000, charge: 510000 },
    plans: {},
    subscriptions: {},
    charges: {},
    cards: {},
    notifications: {},
    accessTokens: {},
  };
}

export interface SimStore {
  readonly state: SimState;
  /** Schedules a write of the whole state; writes are coalesced and never overlap. */
  save(): void;
  /** Resolves once every scheduled write reached the disk. */
  flush(): Promise<void>;
}

/**
 * The simulator's state, kept in memory and, with `dataFile`, in a JSON file replaced
 * atomically (write a temporary file, then rename it over the old one).
 */
export function createStore(dataFile?: string, onError?: (error: unknown) => void): SimStore {
  const state = dataFile ? load(dataFile) : emptyState();
  let writing: Promise<void> = Promise.resolve();
  let dirty = false;

  async function write(file: string): Promise<void> {
    while (dirty) {
      dirty = false;
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(state));
      await rename(temporary, file);
    }
  }

  return {
    state,
    save() {
      if (!dataFile) return;
      const idle = !dirty;
      dirty = true;
      if (idle) {
        writing = writing.then(() => write(dataFile)).catch((error: unknown) => onError?.(error));
      }
    },
    async flush() {
      await writing;
    },
  };
}

function load(file: string): SimState {
  mkdirSync(dirname(file), { recursive: true });
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyState();
    throw error;
  }
  return { ...emptyState(), ...(JSON.parse(text) as Partial<SimState>) };
}
