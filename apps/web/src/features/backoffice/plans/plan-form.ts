import type { FormErrors } from '@mantine/form';
import {
  type StaffPlan,
  type StaffPlanBody,
  staffPlanBodySchema,
} from '@rumo/shared/backoffice/billing/plans';
import type { BillingInterval } from '@rumo/shared/billing/plans';

/** What the plan form edits: the price in reais as typed (R$ 49,90 → 49.9), sent in centavos. */
export interface PlanFormValues {
  name: string;
  description: string;
  features: string[];
  /** Reais, as the money input holds it; '' while empty. */
  price: number | '';
  interval: BillingInterval;
  userLimit: number | '';
  trialDays: number | '';
  highlighted: boolean;
  displayOrder: number | '';
}

export const EMPTY_PLAN_FORM: PlanFormValues = {
  name: '',
  description: '',
  features: [],
  price: '',
  interval: 'monthly',
  userLimit: 5,
  trialDays: 0,
  highlighted: false,
  displayOrder: 0,
};

/** R$ 49,90 → 4990 (rounded, so 0.1 + 0.2 style floats never leak a fraction of a centavo). */
export function reaisToCents(reais: number): number {
  return Math.round(reais * 100);
}

export function planToFormValues(plan: StaffPlan): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description,
    features: [...plan.features],
    price: plan.priceCents / 100,
    interval: plan.interval,
    userLimit: plan.userLimit,
    trialDays: plan.trialDays,
    highlighted: plan.highlighted,
    displayOrder: plan.displayOrder,
  };
}

/** An empty number field reaches the schema as undefined, so its own "Informe…" message shows. */
const numberOrUndefined = (value: number | '') => (value === '' ? undefined : value);

/** The body the API takes (blank feature rows dropped, price in centavos). */
export function formValuesToBody(values: PlanFormValues): StaffPlanBody {
  return {
    name: values.name,
    description: values.description,
    features: values.features.map((item) => item.trim()).filter(Boolean),
    priceCents: values.price === '' ? (undefined as unknown as number) : reaisToCents(values.price),
    interval: values.interval,
    userLimit: numberOrUndefined(values.userLimit) as number,
    trialDays: numberOrUndefined(values.trialDays),
    highlighted: values.highlighted,
    displayOrder: numberOrUndefined(values.displayOrder),
  };
}

/** Form field of each body field whose name differs. */
const FIELD_OF: Record<string, string> = { priceCents: 'price' };

/** Validates with the shared contract (the API's own schema); errors land on the form fields. */
export function validatePlanForm(values: PlanFormValues): FormErrors {
  const parsed = staffPlanBodySchema.safeParse(formValuesToBody(values));
  if (parsed.success) return {};
  const errors: FormErrors = {};
  // The contract speaks of centavos; the person typing sees reais.
  if (values.price === '') errors.price = 'Informe o preço do plano.';
  for (const issue of parsed.error.issues) {
    const [head, ...rest] = issue.path.map(String);
    if (!head) continue;
    const field = [FIELD_OF[head] ?? head, ...rest].join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The API's field names mapped to the form's, for server-side issues. */
export const PLAN_FORM_FIELDS = [
  'name',
  'description',
  'features',
  'price',
  'interval',
  'userLimit',
  'trialDays',
  'highlighted',
  'displayOrder',
] as const;
