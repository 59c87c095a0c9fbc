import { count, custom, money, percent } from '../measures';
import type { ObjectiveTemplate } from '../types';

/** The templates of Pessoas/RH and Financeiro, in the library's order. */
export const peopleAndFinance: ObjectiveTemplate[] = [
  {
    id: 'people-engagement',
    area: 'people',
    title: 'Ser um ótimo lugar para trabalhar',
    description: 'Pessoas engajadas entregam melhores resultados.',
    keyResults: [
      count.increase('Aumentar o eNPS de 20 para 40', 20, 40),
      percent.decrease('Reduzir o turnover voluntário anualizado de 18% para 12%', 18, 12),
      percent.increase('Aumentar a participação na pesquisa de clima de 60% para 85%', 60, 85),
    ],
  },
  {
    id: 'people-hiring',
    area: 'people',
    title: 'Atrair e contratar os talentos de que precisamos para crescer',
    description: 'Contratar rápido sem abrir mão da qualidade.',
    keyResults: [
      custom.decrease('Reduzir o tempo médio de contratação de 45 para 30 dias', 45, 30, {
        customUnit: 'dias',
      }),
      percent.increase('Aumentar a aceitação de propostas de 70% para 85%', 70, 85),
      percent.increase('Aumentar a diversidade nas contratações de 30% para 45%', 30, 45),
    ],
  },
  {
    id: 'people-development',
    area: 'people',
    title: 'Desenvolver líderes e carreiras dentro da empresa',
    description: 'Crescer as pessoas que já conhecem o negócio.',
    keyResults: [
      percent.increase(
        'Aumentar as vagas de liderança preenchidas internamente de 30% para 60%',
        30,
        60,
      ),
      percent.increase('Aumentar os colaboradores com PDI atualizado de 40% para 90%', 40, 90),
      custom.increase(
        'Aumentar as horas de capacitação por pessoa de 8 para 20 no trimestre',
        8,
        20,
        { customUnit: 'h' },
      ),
    ],
  },
  {
    id: 'finance-margin',
    area: 'finance',
    title: 'Crescer com rentabilidade',
    description: 'Cada real de receita precisa deixar mais resultado.',
    keyResults: [
      percent.increase('Aumentar a margem EBITDA de 12% para 18%', 12, 18),
      percent.increase('Aumentar a margem bruta de 62% para 68%', 62, 68),
      money.decrease(
        'Reduzir as despesas administrativas mensais de R$ 95 mil para R$ 80 mil',
        95000,
        80000,
      ),
    ],
  },
  {
    id: 'finance-cash',
    area: 'finance',
    title: 'Fortalecer o caixa da empresa',
    description: 'Fôlego financeiro para investir no crescimento.',
    keyResults: [
      custom.decrease('Reduzir o prazo médio de recebimento de 45 para 30 dias', 45, 30, {
        customUnit: 'dias',
      }),
      percent.decrease('Reduzir a inadimplência de 6% para 3%', 6, 3),
      custom.above('Manter o caixa acima de 6 meses de despesas', 6, { customUnit: 'meses' }),
    ],
  },
  {
    id: 'finance-planning',
    area: 'finance',
    title: 'Dar previsibilidade financeira às decisões',
    description: 'Números confiáveis e no prazo para quem decide.',
    keyResults: [
      custom.decrease('Reduzir o fechamento contábil mensal de 10 para 5 dias úteis', 10, 5, {
        customUnit: 'dias úteis',
      }),
      percent.below('Manter o desvio entre orçado e realizado abaixo de 5%', 5),
      percent.increase(
        'Aumentar as áreas com orçamento revisado mensalmente de 50% para 100%',
        50,
        100,
      ),
    ],
  },
];
