import type { EfiClient } from '@rumo/efi';
import type { Database } from '../../db/database';
import { createPlansAtEfi } from './plans.efi';
import { countPlans, insertPlans } from './plans.repository';
import type { NewSubscriptionPlanRow, SubscriptionPlanRow } from './plans.table';

const TIERS = [
  {
    tier: 'essencial',
    name: 'Essencial',
    description: 'Para equipes pequenas que estão começando com OKRs.',
    monthlyCents: 14_900,
    userLimit: 10,
    features: [
      'Até 10 usuários',
      'OKRs, check-ins e painel',
      'Planejamento estratégico',
      'Suporte por e-mail',
    ],
  },
  {
    tier: 'equipe',
    name: 'Equipe',
    description: 'Para empresas que acompanham OKRs em vários times.',
    monthlyCents: 44_900,
    userLimit: 50,
    highlighted: true,
    features: [
      'Até 50 usuários',
      'Tudo do Essencial',
      'Evolução e previsões por time',
      'Exportação em CSV',
      'Suporte prioritário',
    ],
  },
  {
    tier: 'empresa',
    name: 'Empresa',
    description: 'Para organizações com muitas áreas e ciclos em paralelo.',
    monthlyCents: 129_000,
    userLimit: 200,
    features: [
      'Até 200 usuários',
      'Tudo do Equipe',
      'Acompanhamento dedicado na implantação',
      'Suporte por telefone',
    ],
  },
];

/** A year costs ten months: two months free, as most SaaS price it. */
const YEARLY_MONTHS = 10;

export const DEFAULT_PLANS: NewSubscriptionPlanRow[] = TIERS.flatMap((tier, position) =>
  (['monthly', 'yearly'] as const).map((interval) => ({
    tier: tier.tier,
    name: tier.name,
    description: tier.description,
    features: tier.features,
    priceCents: interval === 'monthly' ? tier.monthlyCents : tier.monthlyCents * YEARLY_MONTHS,
    interval,
    userLimit: tier.userLimit,
    highlighted: tier.highlighted ?? false,
    displayOrder: position,
  })),
);

/** The default plans, once per database (none when any plan exists); the rows it created. */
export async function seedDefaultPlans(db: Database): Promise<SubscriptionPlanRow[]> {
  if ((await countPlans(db)) > 0) return [];
  return insertPlans(db, DEFAULT_PLANS);
}

/**
 * The embedded default sells three plans out of the box: seeded, then created at Efí (the
 * bundled simulator) at once, since a plan Efí does not hold is a draft nobody can buy.
 */
export async function seedDefaultPlansForSale(deps: { db: Database; efi: EfiClient }) {
  const seeded = await seedDefaultPlans(deps.db);
  return { seeded: seeded.length, ...(await createPlansAtEfi(deps, seeded)) };
}
