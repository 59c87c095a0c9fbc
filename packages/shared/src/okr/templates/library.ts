import type { KeyResultType, KeyResultUnit } from '../enums';

// The template library: objectives and key results by area, in Brazilian business Portuguese,
// each ready to insert in the objective form (the person then picks owners and adjusts numbers).

export const TEMPLATE_AREAS = [
  'sales',
  'marketing',
  'product',
  'technology',
  'people',
  'finance',
  'operations',
  'customer-success',
] as const;
export type TemplateArea = (typeof TEMPLATE_AREAS)[number];
export const templateAreaLabels: Record<TemplateArea, string> = {
  sales: 'Vendas',
  marketing: 'Marketing',
  product: 'Produto',
  technology: 'Tecnologia',
  people: 'Pessoas/RH',
  finance: 'Financeiro',
  operations: 'Operações',
  'customer-success': 'Sucesso do Cliente',
};

export interface KeyResultTemplate {
  title: string;
  type: KeyResultType;
  unit: KeyResultUnit;
  customUnit: string | null;
  decimals: number;
  /** For keep types the start equals the target (the form asks only for the threshold). */
  start: number;
  target: number;
}

export interface ObjectiveTemplate {
  id: string;
  area: TemplateArea;
  title: string;
  description: string;
  keyResults: KeyResultTemplate[];
}

type Options = { customUnit?: string; decimals?: number };
const measure = (unit: KeyResultUnit) => ({
  increase: (title: string, start: number, target: number, options: Options = {}) =>
    kr(title, 'increase', unit, start, target, options),
  decrease: (title: string, start: number, target: number, options: Options = {}) =>
    kr(title, 'decrease', unit, start, target, options),
  above: (title: string, target: number, options: Options = {}) =>
    kr(title, 'keep_above', unit, target, target, options),
  below: (title: string, target: number, options: Options = {}) =>
    kr(title, 'keep_below', unit, target, target, options),
});
function kr(
  title: string,
  type: KeyResultType,
  unit: KeyResultUnit,
  start: number,
  target: number,
  { customUnit, decimals = 0 }: Options,
): KeyResultTemplate {
  return { title, type, unit, customUnit: customUnit ?? null, decimals, start, target };
}
const money = measure('currency');
const percent = measure('percent');
const count = measure('number');
const custom = measure('custom');

export const objectiveTemplates: ObjectiveTemplate[] = [
  {
    id: 'sales-recurring-revenue',
    area: 'sales',
    title: 'Acelerar o crescimento da receita recorrente',
    description: 'Crescer com previsibilidade, vendendo para o cliente certo.',
    keyResults: [
      money.increase(
        'Aumentar a receita recorrente mensal (MRR) de R$ 180 mil para R$ 240 mil',
        180000,
        240000,
      ),
      percent.increase('Aumentar a taxa de conversão de proposta em venda de 18% para 25%', 18, 25),
      money.increase(
        'Elevar o ticket médio dos novos contratos de R$ 1.500 para R$ 2.000',
        1500,
        2000,
      ),
    ],
  },
  {
    id: 'sales-pipeline',
    area: 'sales',
    title: 'Construir um funil de vendas previsível',
    description: 'Saber com antecedência quanto vamos vender no trimestre.',
    keyResults: [
      money.increase(
        'Aumentar o pipeline qualificado de R$ 600 mil para R$ 1 milhão',
        600000,
        1000000,
      ),
      percent.increase('Aumentar a precisão da previsão de vendas de 70% para 90%', 70, 90),
      custom.decrease('Reduzir o ciclo médio de vendas de 45 para 30 dias', 45, 30, {
        customUnit: 'dias',
      }),
    ],
  },
  {
    id: 'sales-new-market',
    area: 'sales',
    title: 'Conquistar clientes no segmento de médias empresas',
    description: 'Abrir um segmento novo, com contratos maiores.',
    keyResults: [
      custom.increase('Fechar 20 contratos com empresas de 100 a 500 funcionários', 0, 20, {
        customUnit: 'contratos',
      }),
      custom.increase('Aumentar as reuniões qualificadas por mês de 15 para 40', 15, 40, {
        customUnit: 'reuniões',
      }),
      percent.above('Manter a taxa de ganho no segmento acima de 20%', 20),
    ],
  },
  {
    id: 'marketing-qualified-leads',
    area: 'marketing',
    title: 'Gerar demanda qualificada para o time comercial',
    description: 'Mais leads que viram oportunidade, por um custo menor.',
    keyResults: [
      custom.increase('Aumentar os leads qualificados (MQL) por mês de 300 para 500', 300, 500, {
        customUnit: 'MQLs',
      }),
      money.decrease('Reduzir o custo por lead qualificado de R$ 120 para R$ 80', 120, 80),
      percent.increase('Aumentar a conversão de MQL em oportunidade de 12% para 20%', 12, 20),
    ],
  },
  {
    id: 'marketing-brand',
    area: 'marketing',
    title: 'Tornar a marca referência no nosso mercado',
    description: 'Ser lembrado quando o cliente pensa na nossa categoria.',
    keyResults: [
      count.increase(
        'Aumentar o tráfego orgânico mensal do site de 40 mil para 70 mil visitas',
        40000,
        70000,
      ),
      custom.increase(
        'Aumentar as menções espontâneas na imprensa de 5 para 15 por trimestre',
        5,
        15,
        { customUnit: 'menções' },
      ),
      count.increase(
        'Aumentar a base de assinantes da newsletter de 8 mil para 15 mil',
        8000,
        15000,
      ),
    ],
  },
  {
    id: 'marketing-content',
    area: 'marketing',
    title: 'Transformar o conteúdo em canal de aquisição',
    description: 'Conteúdo que atrai, educa e converte.',
    keyResults: [
      percent.increase('Aumentar a taxa de conversão dos materiais ricos de 8% para 15%', 8, 15),
      custom.increase('Gerar 120 oportunidades originadas por conteúdo no trimestre', 40, 120, {
        customUnit: 'oportunidades',
      }),
    ],
  },
  {
    id: 'product-activation',
    area: 'product',
    title: 'Fazer os novos clientes perceberem valor na primeira semana',
    description: 'Ativação rápida reduz cancelamentos no início do contrato.',
    keyResults: [
      percent.increase('Aumentar a taxa de ativação em 7 dias de 35% para 55%', 35, 55),
      custom.decrease('Reduzir o tempo até o primeiro valor de 10 para 3 dias', 10, 3, {
        customUnit: 'dias',
      }),
      percent.increase('Aumentar a conclusão do onboarding guiado de 40% para 70%', 40, 70),
    ],
  },
  {
    id: 'product-engagement',
    area: 'product',
    title: 'Tornar o produto parte da rotina dos usuários',
    description: 'Uso frequente é o melhor sinal de renovação.',
    keyResults: [
      percent.increase('Aumentar a proporção de usuários ativos semanais de 45% para 60%', 45, 60),
      percent.increase(
        'Aumentar a adoção das 3 funcionalidades principais de 30% para 50% dos clientes',
        30,
        50,
      ),
      count.increase('Aumentar o NPS do produto de 35 para 50', 35, 50),
    ],
  },
  {
    id: 'product-discovery',
    area: 'product',
    title: 'Decidir o roadmap com evidências dos clientes',
    description: 'Construir o que resolve problemas reais.',
    keyResults: [
      custom.increase('Realizar 40 entrevistas de descoberta com clientes no trimestre', 10, 40, {
        customUnit: 'entrevistas',
      }),
      percent.increase(
        'Aumentar a parcela do roadmap validada com clientes de 20% para 60%',
        20,
        60,
      ),
      percent.above('Manter acima de 25% a adoção de cada funcionalidade nova em 60 dias', 25),
    ],
  },
  {
    id: 'technology-reliability',
    area: 'technology',
    title: 'Garantir uma plataforma estável e confiável',
    description: 'Os clientes contam com o sistema funcionando o tempo todo.',
    keyResults: [
      percent.above('Manter a disponibilidade mensal acima de 99,9%', 99.9, { decimals: 1 }),
      custom.decrease('Reduzir o tempo médio de recuperação de incidentes de 4 h para 1 h', 4, 1, {
        customUnit: 'h',
      }),
      custom.decrease('Reduzir os incidentes críticos por mês de 6 para 2', 6, 2, {
        customUnit: 'incidentes',
      }),
    ],
  },
  {
    id: 'technology-delivery',
    area: 'technology',
    title: 'Entregar valor aos clientes com mais frequência',
    description: 'Ciclos curtos de entrega com qualidade.',
    keyResults: [
      custom.increase('Aumentar as implantações em produção de 4 para 20 por mês', 4, 20, {
        customUnit: 'implantações',
      }),
      custom.decrease('Reduzir o lead time de mudanças de 10 para 3 dias', 10, 3, {
        customUnit: 'dias',
      }),
      percent.decrease('Reduzir a taxa de falha de mudanças de 20% para 10%', 20, 10),
    ],
  },
  {
    id: 'technology-security',
    area: 'technology',
    title: 'Proteger os dados dos clientes e cumprir a LGPD',
    description: 'Segurança como diferencial de confiança.',
    keyResults: [
      custom.decrease('Reduzir as vulnerabilidades críticas abertas de 12 para 0', 12, 0, {
        customUnit: 'vulnerabilidades',
      }),
      percent.increase(
        'Aumentar a cobertura de autenticação em dois fatores de 40% para 100% do time',
        40,
        100,
      ),
      custom.below('Manter abaixo de 7 dias a correção de vulnerabilidades altas', 7, {
        customUnit: 'dias',
      }),
    ],
  },
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
