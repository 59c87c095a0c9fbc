import type { NfseRequest } from '@rumo/nfse';
import {
  isSimplesNacional,
  renderInvoiceDescription,
} from '@rumo/shared/backoffice/fiscal-settings';
import type { FiscalData } from '@rumo/shared/billing/fiscal-data';
import { dayOf, formatCents, type PaymentRow } from '../billing/public';
import type { FiscalSettingsRow, InvoiceRow } from './invoices.table';

/** ABRASF's regime especial de tributação for a MEI (the provider's `regime_especial_tributacao`). */
const MEI_SPECIAL_REGIME = 5;

const fullDate = (day: string) => day.split('-').reverse().join('/');

export interface InvoiceSale {
  payment: PaymentRow;
  companyName: string;
  planName: string | null;
}

/** What the provider is sent for this invoice: issuer, tomador, service and its description. */
export function nfseRequest(
  invoice: InvoiceRow,
  settings: FiscalSettingsRow,
  recipient: FiscalData,
  sale: InvoiceSale,
): NfseRequest {
  const { payment } = sale;
  const day = dayOf(payment.paidAt ?? payment.createdAt);
  const period =
    payment.periodStart && payment.periodEnd
      ? `${fullDate(payment.periodStart)} a ${fullDate(payment.periodEnd)}`
      : fullDate(day);
  return {
    reference: invoice.reference,
    issueDate: day,
    issuer: {
      cnpj: settings.cnpj,
      inscricaoMunicipal: settings.inscricaoMunicipal,
      municipioIbge: settings.municipioIbge,
      simplesNacional: isSimplesNacional(settings.taxRegime),
      regimeEspecialTributacao: settings.taxRegime === 'mei' ? MEI_SPECIAL_REGIME : undefined,
    },
    recipient: {
      document: recipient.document,
      name: recipient.name,
      email: recipient.email,
      address: {
        street: recipient.address.street,
        number: recipient.address.number,
        complement: recipient.address.complement || undefined,
        neighborhood: recipient.address.neighborhood,
        municipioIbge: recipient.address.ibgeCode ?? undefined,
        city: recipient.address.city,
        state: recipient.address.state,
        zipcode: recipient.address.zipcode,
      },
    },
    service: {
      itemListaServico: settings.serviceItem,
      codigoTributarioMunicipio: settings.municipalTaxCode ?? undefined,
      aliquota: settings.issRateBasisPoints / 100,
      amountCents: invoice.amountCents,
      description: renderInvoiceDescription(settings.descriptionTemplate, {
        plano: sale.planName ?? 'Rumo',
        periodo: period,
        empresa: sale.companyName,
        valor: formatCents(invoice.amountCents),
      }),
    },
  };
}
