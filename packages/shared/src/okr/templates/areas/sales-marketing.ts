import { count, custom, money, percent } from '../measures';
import type { ObjectiveTemplate } from '../types';

/** The templates of Vendas and Marketing, in the library's order. */
export const salesAndMarketing: ObjectiveTemplate[] = [
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
];
