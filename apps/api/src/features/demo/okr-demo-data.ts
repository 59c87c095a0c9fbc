import type {
  KeyResultType,
  KeyResultUnit,
  ObjectiveLevel,
} from '@rumo/shared/okr/key-result-types';

/** The demo company's plan and OKRs, in pt-BR. Owners point at demo people by index (0 = admin). */
export const demoPlan = {
  mission: 'Ajudar empresas brasileiras a crescer com foco, clareza e transparência.',
  vision: 'Ser a plataforma de gestão de metas mais amada do Brasil até 2030.',
  values: ['Clareza', 'Colaboração', 'Aprendizado contínuo', 'Foco no cliente'],
  pillars: [
    {
      name: 'Crescimento sustentável',
      description: 'Receita recorrente saudável e previsível.',
      color: '#10b981',
    },
    {
      name: 'Experiência do cliente',
      description: 'Clientes que recomendam a Rumo.',
      color: '#3b82f6',
    },
    {
      name: 'Excelência operacional',
      description: 'Processos simples, automatizados e confiáveis.',
      color: '#f59e0b',
    },
  ],
} as const;

export const demoTeams = [
  { name: 'Comercial', description: 'Prospecção, vendas e expansão de contas.' },
  { name: 'Produto', description: 'Descoberta, design e engenharia do produto.' },
  { name: 'Sucesso do Cliente', description: 'Onboarding, suporte e retenção.' },
] as const;

/** Extra demo people (besides the admin and the two users of the foundation seed), with their team index. */
export const demoPeople = [
  { name: 'Beatriz Costa', email: 'beatriz@rumo.demo', position: 'Executiva de vendas', team: 0 },
  { name: 'Carlos Mendes', email: 'carlos@rumo.demo', position: 'Engenheiro de software', team: 1 },
  {
    name: 'Daniela Rocha',
    email: 'daniela@rumo.demo',
    position: 'Gerente de sucesso do cliente',
    team: 2,
  },
  { name: 'Eduardo Lima', email: 'eduardo@rumo.demo', position: 'Designer de produto', team: 1 },
  { name: 'Fernanda Alves', email: 'fernanda@rumo.demo', position: 'Analista de suporte', team: 2 },
] as const;

export type DemoKeyResult = {
  title: string;
  type: KeyResultType;
  start: number;
  target: number;
  unit: KeyResultUnit;
  customUnit?: string;
  decimals?: number;
  owner: number;
  /** How fast it moves relative to the ideal line: 1 = exactly on pace. */
  pace: number;
};

export type DemoObjective = {
  title: string;
  description: string;
  level: ObjectiveLevel;
  owner: number;
  team?: number;
  pillar?: number;
  parent?: number;
  status?: 'draft' | 'active';
  keyResults: DemoKeyResult[];
};

const kr = (
  title: string,
  type: KeyResultType,
  start: number,
  target: number,
  unit: KeyResultUnit,
  owner: number,
  pace: number,
  extra: Partial<DemoKeyResult> = {},
): DemoKeyResult => ({ title, type, start, target, unit, owner, pace, ...extra });

/** People indexes: 0 admin (Helena), 1 Ana (Produto), 2 Bruno (Comercial), 3–7 demoPeople. */
export const demoObjectives: DemoObjective[] = [
  {
    title: 'Acelerar o crescimento da receita recorrente',
    description: 'Receita recorrente financia o produto e nos dá previsibilidade para investir.',
    level: 'company',
    owner: 0,
    pillar: 0,
    keyResults: [
      kr(
        'Aumentar o MRR de R$ 180.000 para R$ 250.000',
        'increase',
        180000,
        250000,
        'currency',
        0,
        0.95,
      ),
      kr('Conquistar 90 novos clientes', 'increase', 40, 90, 'custom', 2, 0.8, {
        customUnit: 'clientes',
      }),
      kr('Reduzir o churn mensal de 3,5% para 2%', 'decrease', 3.5, 2, 'percent', 5, 0.55, {
        decimals: 1,
      }),
    ],
  },
  {
    title: 'Encantar nossos clientes em cada interação',
    description: 'Clientes encantados renovam, expandem e indicam a Rumo.',
    level: 'company',
    owner: 0,
    pillar: 1,
    keyResults: [
      kr('Aumentar o NPS de 42 para 60', 'increase', 42, 60, 'number', 5, 1.05),
      kr(
        'Manter o tempo de primeira resposta abaixo de 4 horas',
        'keep_below',
        6,
        4,
        'custom',
        7,
        1,
        { customUnit: 'horas', decimals: 1 },
      ),
      kr('Lançar a central de ajuda', 'binary', 0, 1, 'number', 1, 1),
    ],
  },
  {
    title: 'Construir uma operação eficiente e escalável',
    description: 'Crescer sem aumentar custos na mesma proporção.',
    level: 'company',
    owner: 0,
    pillar: 2,
    keyResults: [
      kr(
        'Reduzir o custo de aquisição de R$ 1.200 para R$ 900',
        'decrease',
        1200,
        900,
        'currency',
        2,
        0.7,
      ),
      kr('Manter a disponibilidade acima de 99,5%', 'keep_above', 99.8, 99.5, 'percent', 4, 1, {
        decimals: 2,
      }),
      kr('Automatizar 80% do onboarding', 'increase', 20, 80, 'percent', 4, 0.45),
    ],
  },
  {
    title: 'Dobrar o pipeline qualificado',
    description: 'Mais oportunidades qualificadas sustentam a meta de receita.',
    level: 'team',
    owner: 2,
    team: 0,
    parent: 0,
    keyResults: [
      kr(
        'Aumentar as oportunidades qualificadas de 60 para 120',
        'increase',
        60,
        120,
        'custom',
        3,
        1.1,
        { customUnit: 'oportunidades' },
      ),
      kr('Aumentar a taxa de conversão de 18% para 25%', 'increase', 18, 25, 'percent', 2, 0.6, {
        decimals: 1,
      }),
      kr('Contratar 2 executivos de vendas', 'increase', 0, 2, 'number', 0, 0.5),
    ],
  },
  {
    title: 'Expandir para a região Sul',
    description: 'O Sul concentra 30% dos nossos leads e ainda não tem presença comercial.',
    level: 'team',
    owner: 3,
    team: 0,
    parent: 0,
    keyResults: [
      kr('Fechar 10 clientes na região Sul', 'increase', 0, 10, 'custom', 3, 0.9, {
        customUnit: 'clientes',
      }),
      kr('Realizar 3 eventos regionais', 'increase', 0, 3, 'number', 3, 0.35),
      kr('Abrir o escritório de Porto Alegre', 'binary', 0, 1, 'number', 2, 0),
    ],
  },
  {
    title: 'Entregar a nova experiência de check-in',
    description: 'Check-ins rápidos aumentam a adoção semanal, que reduz churn.',
    level: 'team',
    owner: 1,
    team: 1,
    parent: 1,
    keyResults: [
      kr(
        'Reduzir o tempo médio de check-in de 3 para 1 minuto',
        'decrease',
        3,
        1,
        'custom',
        4,
        1.1,
        { customUnit: 'min', decimals: 1 },
      ),
      kr('Aumentar a adoção semanal de 45% para 70%', 'increase', 45, 70, 'percent', 1, 0.85),
      kr('Lançar o aplicativo móvel', 'binary', 0, 1, 'number', 6, 0),
    ],
  },
  {
    title: 'Aumentar a retenção da base de clientes',
    description: 'Cada ponto de retenção vale mais que um novo cliente.',
    level: 'team',
    owner: 5,
    team: 2,
    parent: 1,
    keyResults: [
      kr('Reduzir tickets por cliente de 2,4 para 1,5', 'decrease', 2.4, 1.5, 'number', 7, 0.75, {
        decimals: 1,
      }),
      kr('Aumentar o health score médio de 65 para 80', 'increase', 65, 80, 'number', 5, 0.95),
      kr('Manter o CSAT acima de 90%', 'keep_above', 93, 90, 'percent', 7, 0.9),
    ],
  },
  {
    title: 'Tornar-me referência em vendas consultivas',
    description: 'Vendas consultivas aumentam ticket e conversão.',
    level: 'individual',
    owner: 2,
    team: 0,
    parent: 3,
    keyResults: [
      kr('Concluir 3 certificações de vendas', 'increase', 0, 3, 'number', 2, 0.7),
      kr('Realizar 40 reuniões de diagnóstico', 'increase', 0, 40, 'custom', 2, 1.05, {
        customUnit: 'reuniões',
      }),
      kr(
        'Aumentar o ticket médio de R$ 900 para R$ 1.300',
        'increase',
        900,
        1300,
        'currency',
        2,
        0.8,
      ),
    ],
  },
  {
    title: 'Melhorar a qualidade das entregas',
    description: 'Menos bugs em produção significa mais tempo para evoluir o produto.',
    level: 'individual',
    owner: 1,
    team: 1,
    parent: 5,
    keyResults: [
      kr('Reduzir bugs em produção de 12 para 4 por mês', 'decrease', 12, 4, 'number', 1, 1),
      kr('Aumentar a cobertura de testes de 55% para 80%', 'increase', 55, 80, 'percent', 1, 0.9),
      kr('Manter o tempo de build abaixo de 10 minutos', 'keep_below', 12, 10, 'custom', 4, 1, {
        customUnit: 'min',
      }),
    ],
  },
  {
    title: 'Criar o playbook de onboarding',
    description: 'Um onboarding padronizado encurta o tempo até o primeiro valor.',
    level: 'individual',
    owner: 5,
    team: 2,
    parent: 6,
    keyResults: [
      kr('Publicar o playbook de onboarding', 'binary', 0, 1, 'number', 5, 1),
      kr('Treinar 15 clientes-piloto', 'increase', 0, 15, 'custom', 5, 0.6, {
        customUnit: 'clientes',
      }),
      kr('Reduzir o tempo de ativação de 14 para 7 dias', 'decrease', 14, 7, 'custom', 7, 0.5, {
        customUnit: 'dias',
      }),
    ],
  },
];

/** The previous (closed) cycle's objectives, with how each one ended. */
export const demoPreviousObjectives = [
  {
    title: 'Validar o plano anual com clientes',
    owner: 0,
    result: 'achieved',
    comment: 'Plano validado com 25 clientes.',
  },
  {
    title: 'Estruturar o time comercial',
    owner: 2,
    result: 'partial',
    comment: 'Contratamos 3 de 4 pessoas.',
  },
  {
    title: 'Reduzir o tempo de implantação',
    owner: 5,
    result: 'not_achieved',
    comment: 'Prioridades mudaram no meio do ciclo.',
  },
] as const;

export const demoComments = [
  'Semana boa, seguimos no plano.',
  'Avançamos menos do que o esperado por causa de feriado.',
  'Campanha nova começou a trazer resultado.',
  'Dependemos do time de produto para destravar.',
  'Ajustamos a abordagem depois da retrospectiva.',
  'Clientes responderam bem à mudança.',
  'Precisamos de ajuda para acelerar.',
  'Meta parcial da semana atingida.',
] as const;
