import type { EfiBankingBilletPayment, EfiCharge, EfiOneStepSubscription } from '@rumo/efi';
import type { BoletoDetails } from '@rumo/shared/billing/payment-method';
import { addDays } from '../billing-time';
import type { StoredPayer } from '../subscriptions.table';
import type { CheckoutRail } from './rail';

type EfiBillet = Pick<EfiOneStepSubscription, 'barcode' | 'link' | 'pdf' | 'expire_at' | 'pix'>;

/**
 * The boleto as Rumo stores and shows it, from Efí's one-step reply or a charge's
 * `payment.banking_billet`; null when Efí gave no linha digitável (not a boleto).
 */
export function boletoDetailsFromEfi(billet: EfiBillet | null | undefined): BoletoDetails | null {
  if (!billet?.barcode || !billet.expire_at) return null;
  return {
    dueDate: billet.expire_at,
    linhaDigitavel: billet.barcode,
    pdfUrl: billet.pdf?.charge ?? billet.link ?? null,
    pixCode: billet.pix?.qrcode ?? null,
  };
}

/** The boleto of a charge read with `GET /v1/charge/:id`. */
export const chargeBoleto = (charge: EfiCharge) =>
  boletoDetailsFromEfi(charge.payment?.banking_billet);

/**
 * Days from checkout to the first boleto's due date without a trial. Three, as Stripe's boleto
 * default: the finance team gets a working day or two to schedule it while the order is fresh (a
 * boleto is confirmed a business day after it is paid, its Pix at once), and an order nobody
 * pays is over within the week.
 */
export const FIRST_BOLETO_DUE_DAYS = 3;

/**
 * Efí's units (API Cobranças, `configurations`): `fine` in hundredths of a percent of the value
 * (200 = 2 %, the most the CDC lets a consumer be charged), `interest` as `{ value, type:
 * 'monthly' }` in hundredths of a percent a month (100 = 1 % a month; a bare number would be per
 * day, in thousandths of a percent).
 */
export const BOLETO_FINE = 200;
export const BOLETO_INTEREST = { value: 100, type: 'monthly' } as const;
/** Printed on the boleto (Efí prints up to 4 lines of 100 characters). */
export const BOLETO_MESSAGE =
  'Assinatura do Rumo. Após o vencimento: multa de 2% e juros de 1% ao mês.';

/** Efí's boleto customer: a company by its CNPJ, a person by name and CPF (no birth date). */
export function billetCustomer(payer: StoredPayer): EfiBankingBilletPayment['customer'] {
  const { complement, ...address } = payer.address;
  const contact = {
    email: payer.email,
    phone_number: payer.phone,
    address: complement ? { ...address, complement } : address,
  };
  if (payer.document.length === 14) {
    return {
      juridical_person: { corporate_name: payer.company ?? payer.name, cnpj: payer.document },
      ...contact,
    };
  }
  return { name: payer.name, cpf: payer.document, ...contact };
}

/**
 * The boleto rail (Efí's Bolix: the boleto also carries a Pix code). Efí issues the first boleto
 * at once, due FIRST_BOLETO_DUE_DAYS from today or, with a trial, on its last day; Efí moves a
 * due date on a weekend or holiday to the next business day, so the due date shown is Efí's.
 */
export const boletoRail: CheckoutRail = {
  method: 'boleto',
  accessBeforePaid: false,
  firstChargeDay: ({ today, trialDays }) =>
    addDays(today, trialDays > 0 ? trialDays : FIRST_BOLETO_DUE_DAYS),
  efiPayment: (payer, { day }) => ({
    banking_billet: {
      customer: billetCustomer(payer),
      expire_at: day,
      configurations: { fine: BOLETO_FINE, interest: BOLETO_INTEREST },
      message: BOLETO_MESSAGE,
    },
  }),
  shown: (reply) => ({ cardBrand: null, cardMask: null, boleto: boletoDetailsFromEfi(reply) }),
};
