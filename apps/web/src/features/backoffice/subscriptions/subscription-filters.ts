import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@rumo/shared/billing/contracts';
import { PAYMENT_METHODS, type PaymentMethod } from '@rumo/shared/billing/payment-method';
import {
  type FilterParams,
  oneOf,
  readPage,
  readSearch,
  uuidOrNull,
} from '../../../lib/url-filters';

/** Spec §9: 20 per page. */
export const SUBSCRIPTIONS_PAGE_SIZE = 20;

export interface SubscriptionFilters {
  page: number;
  status: SubscriptionStatus | null;
  planId: string | null;
  /** How the subscription pays now. */
  method: PaymentMethod | null;
  /** Part of the company's name. */
  company: string;
  /** Created from / to these days (YYYY-MM-DD, inclusive). */
  from: string | null;
  to: string | null;
}

/** The pt-BR parameters the page keeps in its address. */
export const SUBSCRIPTION_FILTER_PARAMS: FilterParams<SubscriptionFilters> = {
  page: 'pagina',
  status: 'status',
  planId: 'plano',
  method: 'forma',
  company: 'empresa',
  from: 'de',
  to: 'ate',
};

/** The parameter holding the subscription open in the detail drawer. */
export const SUBSCRIPTION_DETAIL_PARAM = 'assinatura';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOrNull = (value: string | null) => (value && DAY.test(value) ? value : null);

export function readSubscriptionFilters(params: URLSearchParams): SubscriptionFilters {
  const names = SUBSCRIPTION_FILTER_PARAMS;
  return {
    page: readPage(params.get(names.page)),
    status: oneOf(SUBSCRIPTION_STATUSES, params.get(names.status)),
    planId: uuidOrNull(params.get(names.planId)),
    method: oneOf(PAYMENT_METHODS, params.get(names.method)),
    company: readSearch(params.get(names.company)),
    from: dayOrNull(params.get(names.from)),
    to: dayOrNull(params.get(names.to)),
  };
}

/** The API query of `GET /backoffice/subscriptions` for these filters (blank ones dropped). */
export function subscriptionListSearch(filters: SubscriptionFilters): string {
  const query = new URLSearchParams({
    page: String(filters.page),
    limit: String(SUBSCRIPTIONS_PAGE_SIZE),
  });
  if (filters.status) query.set('status', filters.status);
  if (filters.planId) query.set('planId', filters.planId);
  if (filters.method) query.set('method', filters.method);
  const company = filters.company.trim();
  if (company) query.set('company', company);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  return query.toString();
}
