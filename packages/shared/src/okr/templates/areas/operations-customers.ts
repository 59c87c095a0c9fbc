import { count, custom, money, percent } from '../measures';
import type { ObjectiveTemplate } from '../types';

/** The templates of Operações and Sucesso do Cliente, in the library's order. */
export const operationsAndCustomerSuccess: ObjectiveTemplate[] = [
  {
    id: 'operations-efficiency',
    area: 'operations',
    title: 'Operar com mais eficiência e menos desperdício',
    description: 'Fazer mais com os mesmos recursos.',
    keyResults: [
      money.decrease('Reduzir o custo operacional por pedido de R$ 18 para R$ 14', 18, 14),
      percent.increase(
        'Aumentar a produtividade por colaborador de 85% para 95% da meta padrão',
        85,
        95,
      ),
      percent.decrease('Reduzir o retrabalho de 9% para 4% dos pedidos', 9, 4),
    ],
  },
  {
    id: 'operations-delivery',
    area: 'operations',
    title: 'Entregar no prazo, sempre',
    description: 'Prazo cumprido é promessa cumprida ao cliente.',
    keyResults: [
      percent.increase('Aumentar as entregas no prazo de 88% para 97%', 88, 97),
      custom.decrease('Reduzir o tempo médio de separação de 48 h para 24 h', 48, 24, {
        customUnit: 'h',
      }),
      percent.below('Manter as avarias abaixo de 0,5% dos pedidos', 0.5, { decimals: 1 }),
    ],
  },
  {
    id: 'operations-suppliers',
    area: 'operations',
    title: 'Ter uma cadeia de fornecedores confiável',
    description: 'Fornecedores que não atrasam nem surpreendem.',
    keyResults: [
      percent.increase(
        'Aumentar os fornecedores críticos com nível de serviço acordado de 40% para 100%',
        40,
        100,
      ),
      percent.increase(
        'Aumentar o índice de pontualidade dos fornecedores de 80% para 95%',
        80,
        95,
      ),
      percent.decrease('Reduzir as rupturas de estoque de 5% para 2% dos itens', 5, 2),
    ],
  },
  {
    id: 'customer-success-retention',
    area: 'customer-success',
    title: 'Manter os clientes por mais tempo',
    description: 'Retenção é a base do crescimento recorrente.',
    keyResults: [
      percent.decrease('Reduzir o churn mensal de receita de 3% para 1,5%', 3, 1.5, {
        decimals: 1,
      }),
      percent.increase('Aumentar a retenção líquida de receita (NRR) de 98% para 110%', 98, 110),
      percent.increase('Aumentar as renovações no prazo de 80% para 92%', 80, 92),
    ],
  },
  {
    id: 'customer-success-satisfaction',
    area: 'customer-success',
    title: 'Encantar os clientes em cada contato',
    description: 'Atendimento rápido e que resolve.',
    keyResults: [
      count.increase('Aumentar o NPS de 40 para 60', 40, 60),
      custom.decrease('Reduzir o tempo médio de primeira resposta de 8 h para 2 h', 8, 2, {
        customUnit: 'h',
      }),
      percent.above('Manter a satisfação com o atendimento (CSAT) acima de 90%', 90),
    ],
  },
  {
    id: 'customer-success-expansion',
    area: 'customer-success',
    title: 'Expandir a receita da base de clientes',
    description: 'Clientes bem-sucedidos compram mais.',
    keyResults: [
      money.increase(
        'Aumentar a receita de expansão (upsell e cross-sell) de R$ 20 mil para R$ 45 mil por mês',
        20000,
        45000,
      ),
      percent.increase('Aumentar as contas com plano de sucesso ativo de 30% para 80%', 30, 80),
      custom.increase('Aumentar os casos de sucesso publicados de 2 para 8', 2, 8, {
        customUnit: 'casos',
      }),
    ],
  },
];
