import { count, custom, percent } from '../measures';
import type { ObjectiveTemplate } from '../types';

/** The templates of Produto and Tecnologia, in the library's order. */
export const productAndTechnology: ObjectiveTemplate[] = [
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
];
