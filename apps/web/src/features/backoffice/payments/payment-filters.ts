import { PAYMENT_STATUSES, type PaymentStatus } from '@rumo/shared/billing/contracts';
import { PAYMENT_METHODS, type PaymentMethod } from '@rumo/shared/billing/payment-method';
import {
  type FilterParams,
  oneOf,
  readPage,
  readSearch,
  uuidOrNull,
} from '../../../lib/url-filters';
import { readAmount, readDay } from '../lists/list-helpers';

export const PAYMENT_VIEWS = ['pending', 'overdue'] as const;
export type PaymentView = (typeof PAYMENT_VIEWS)[number];

export interface PaymentFilters {
  page: number;
  /** A quick view (the API's pending or overdue call); the other filters do not apply. */
  view: PaymentView | null;
  status: PaymentStatus | null;
  method: PaymentMethod | null;
  company: string;
  planId: string | null;
  from: string | null;
  to: string | null;
  /** Amounts in reais, as typed. */
  min: string | null;
  max: string | null;
}

export const PAYMENT_FILTER_PARAMS: FilterParams<PaymentFilters> = {
  page: 'pagina',
  view: 'visao',
  status: 'status',
  method: 'forma',
  company: 'empresa',
  planId: 'plano',
  from: 'de',
  to: 'ate',
  min: 'valor_min',
  max: 'valor_max',
};

export function readPaymentFilters(params: URLSearchParams): PaymentFilters {
  const p = PAYMENT_FILTER_PARAMS;
  return {
    page: readPage(params.get(p.page)),
    view: oneOf(PAYMENT_VIEWS, params.get(p.view)),
    status: oneOf(PAYMENT_STATUSES, params.get(p.status)),
    method: oneOf(PAYMENT_METHODS, params.get(p.method)),
    company: readSearch(params.get(p.company)),
    planId: uuidOrNull(params.get(p.planId)),
    from: readDay(params.get(p.from)),
    to: readDay(params.get(p.to)),
    min: readAmount(params.get(p.min)),
    max: readAmount(params.get(p.max)),
  };
}
