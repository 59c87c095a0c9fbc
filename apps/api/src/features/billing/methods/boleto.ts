import type { EfiCharge, EfiOneStepSubscription } from '@rumo/efi';
import type { BoletoDetails } from '@rumo/shared/billing/payment-method';

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
