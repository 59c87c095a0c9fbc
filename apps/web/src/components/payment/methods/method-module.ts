import type { UseFormReturnType } from '@mantine/form';
import type { CheckoutResult, PaymentView, SubscriptionView } from '@rumo/shared/billing/contracts';
import type {
  ChangePaymentMethodBody,
  PaymentInput,
  PaymentMethod,
} from '@rumo/shared/billing/payment-method';
import type { BillingInterval } from '@rumo/shared/billing/plans';
import type { ReactNode } from 'react';
import type { CardFormValues } from '../card-form';
import type { CardTokenizer } from '../card-tokenizer';

/** What the checkout knows when a rail words its part of the page. */
export interface CheckoutContext {
  priceCents: number | null;
  interval: BillingInterval | null;
  /** 'YYYY-MM-DD' of the first charge when nothing is charged today (a trial), else null. */
  firstChargeAt: string | null;
  /** The plan's trial days for a new buyer (0 for a signed-in admin). */
  trialDays: number;
  signedIn: boolean;
  /** Today in Brasília, 'YYYY-MM-DD'. */
  today: string;
}

export interface CheckoutPanelProps<Values extends CardFormValues> {
  form: UseFormReturnType<Values>;
  /** The simulator takes the card: the sandbox hints show. */
  sandbox: boolean;
  context: CheckoutContext;
}

export interface SwitchPanelProps {
  /** Sends the new method to the API; a rejection's message shows in the panel. */
  submit: (payment: ChangePaymentMethodBody) => Promise<unknown>;
  onCancel: () => void;
  /** 'YYYY-MM-DD' of the next charge, the first one the new method pays. */
  nextChargeAt: string | null;
  tokenizer: CardTokenizer | null;
  /** Why cards cannot be taken now (pt-BR), when so. */
  tokenizerError: string | null;
  /** The payer is a person (CPF) whose birth date Rumo lacks: a card asks it. */
  askBirthDate?: boolean;
}

/**
 * One payment rail on the web side: its checkout panel and wording, its part of /obrigado, and
 * its billing-tab panels. The checkout page and the billing tab pick a module by method and
 * know nothing of cards or boletos. Adding a rail adds a folder here and a row in
 * `payment-methods.ts` (see docs/decisions/0025-payment-methods.md).
 */
export interface PaymentMethodModule {
  method: PaymentMethod;
  label: string;
  /** One line under the choice at checkout. */
  hint: string;
  /** Whether the browser tokenizer must be ready before paying this way. */
  tokenizes: boolean;
  /** The payment part of the checkout body, from what the form holds (the card is tokenized). */
  paymentInput: (values: CardFormValues, tokenizer: CardTokenizer | null) => Promise<PaymentInput>;
  CheckoutPanel: <Values extends CardFormValues>(props: CheckoutPanelProps<Values>) => ReactNode;
  /** The page's lead for a new buyer. */
  checkoutIntro: string;
  submitLabel: (context: CheckoutContext) => string;
  pendingLabel: string;
  /** The line under the button: what the buyer authorises. */
  consent: (context: CheckoutContext & { priceLabel: string }) => string;
  /** How the order summary names the recurring charge. */
  summaryLine: (interval: BillingInterval) => string;
  securityNote: string;
  /** /obrigado: the title and lead, the rail's fact in the summary, and how to pay (if any). */
  thankYou: (result: CheckoutResult) => { title: string; lead: string };
  purchaseFact: (result: CheckoutResult) => { label: string; value: string };
  ThankYouPanel: ((props: { result: CheckoutResult }) => ReactNode) | null;
  /** Billing tab: the method as the subscription card shows it, and its own action, if any. */
  billingFact: (subscription: SubscriptionView) => { label: string; value: string };
  manageLabel: string | null;
  /** Billing tab: the open charges of this rail the admin pays by hand (boletos), if any. */
  OpenChargesPanel: ((props: { payments: PaymentView[] }) => ReactNode) | null;
  /** "Mudar forma de pagamento": what switching to this rail asks (a card, or a confirmation). */
  SwitchPanel: (props: SwitchPanelProps) => ReactNode;
  /** The past-due alert: how to pay what is late this way. */
  pastDueHint: string;
}
