import { describe, expect, it } from 'vitest';
import { type ParsedReply, parseCheckInReply, type ReplyCandidate } from './reply-parser';

const team: ReplyCandidate[] = [
  { id: 'vendas', title: 'Vendas fechadas no trimestre' },
  { id: 'nps', title: 'NPS dos clientes' },
  { id: 'mrr', title: 'Receita recorrente mensal (MRR)' },
  { id: 'churn', title: 'Churn de clientes' },
  { id: 'atendimento', title: 'Tempo médio de atendimento (min)' },
  { id: 'leads', title: 'Leads qualificados' },
];
const twoSales: ReplyCandidate[] = [
  { id: 'vendas', title: 'Vendas fechadas no trimestre' },
  { id: 'online', title: 'Vendas online' },
  { id: 'nps', title: 'NPS dos clientes' },
];
const single: ReplyCandidate[] = [{ id: 'cobertura', title: 'Cobertura de testes automatizados' }];

type Row = [reply: string, expected: Partial<ParsedReply>, candidates?: ReplyCandidate[]];

const match = (
  keyResultId: string,
  value: number,
  confidence: string | null = null,
  comment: string | null = null,
) => ({ kind: 'match', keyResultId, value, confidence, comment }) as Partial<ParsedReply>;
const ask = (candidateIds: string[], value: number) =>
  ({ kind: 'ambiguous', candidateIds, value }) as Partial<ParsedReply>;
const help = { kind: 'help' } as Partial<ParsedReply>;

const rows: Row[] = [
  [
    'KR vendas 72, confiança média, fechamos 3 contratos',
    match('vendas', 72, 'at_risk', 'Fechamos 3 contratos'),
  ],
  ['vendas: 72%', match('vendas', 72)],
  ['72 no NPS', match('nps', 72)],
  ['NPS 68', match('nps', 68)],
  ['nps ficou em 71,5', match('nps', 71.5)],
  ['MRR 1.234,5', match('mrr', 1234.5)],
  ['receita recorrente 45.000', match('mrr', 45000)],
  ['mrr: R$ 52.300,00, confiança alta', match('mrr', 52300, 'on_track')],
  ['Receita 48 mil', match('mrr', 48000)],
  ['churn 2,3%', match('churn', 2.3)],
  ['Churn caiu pra 1,8, confiança alta', match('churn', 1.8, 'on_track')],
  [
    'churn 3; confiança baixa; perdemos dois clientes grandes',
    match('churn', 3, 'off_track', 'Perdemos dois clientes grandes'),
  ],
  ['tempo de atendimento 12 min', match('atendimento', 12)],
  [
    'atendimento 9,5 - melhorou com o novo fluxo',
    match('atendimento', 9.5, null, 'Melhorou com o novo fluxo'),
  ],
  ['leads 130', match('leads', 130)],
  [
    'Leads qualificados: 142, confiança alta, campanha de novembro rendeu',
    match('leads', 142, 'on_track', 'Campanha de novembro rendeu'),
  ],
  ['leads 95 em risco', match('leads', 95, 'at_risk')],
  ['vendas 40, fora do caminho, time reduzido', match('vendas', 40, 'off_track', 'Time reduzido')],
  ['vendas 58 no caminho', match('vendas', 58, 'on_track')],
  ['Bom dia! vendas 61', match('vendas', 61)],
  ['oi, nps 70', match('nps', 70)],
  ['Atualizar vendas para 75', match('vendas', 75)],
  ['vendas chegou a 80!', match('vendas', 80)],
  ['batemos 90 em vendas', match('vendas', 90)],
  ['VENDAS 77', match('vendas', 77)],
  ['Vendas fechadas 33', match('vendas', 33)],
  ['vendas 72 confiança: média', match('vendas', 72, 'at_risk')],
  ['vendas 72 conf alta', match('vendas', 72, 'on_track')],
  ['vendas 72, confiança está baixa', match('vendas', 72, 'off_track')],
  ['nps 64. pesquisa com 120 respostas', match('nps', 64, null, 'Pesquisa com 120 respostas')],
  ['Comentário: nps 66', match('nps', 66)],
  ['nps 0', match('nps', 0)],
  ['churn -1', match('churn', -1)],
  ['nps +5', match('nps', 5)],
  ['clientes NPS 73', match('nps', 73)],
  ['churn de clientes 2', match('churn', 2)],
  ['MRR 50.000 e confiança média', match('mrr', 50000, 'at_risk')],
  ['atendimento médio 11', match('atendimento', 11)],
  ['tempo médio 10,25', match('atendimento', 10.25)],
  // Ambiguous: the words fit several, or none, of the key results.
  ['72', ask(['vendas', 'nps', 'mrr', 'churn', 'atendimento', 'leads'], 72)],
  ['clientes 80', ask(['nps', 'churn'], 80)],
  ['fechamos 72', ask(['vendas', 'nps', 'mrr', 'churn', 'atendimento', 'leads'], 72)],
  ['ebitda 30', ask(['vendas', 'nps', 'mrr', 'churn', 'atendimento', 'leads'], 30)],
  ['vendas 72', ask(['vendas', 'online'], 72), twoSales],
  ['KR de vendas: 55%, confiança média', ask(['vendas', 'online'], 55), twoSales],
  ['vendas online 72', match('online', 72), twoSales],
  ['vendas no trimestre 64', match('vendas', 64), twoSales],
  ['online 30, loja nova no ar', match('online', 30, null, 'Loja nova no ar'), twoSales],
  ['nps 70', match('nps', 70), twoSales],
  // One due key result: a bare number is for it.
  ['81', match('cobertura', 81), single],
  ['81%, confiança alta', match('cobertura', 81, 'on_track'), single],
  [
    'cobertura 83,4 — subimos os testes de API',
    match('cobertura', 83.4, null, 'Subimos os testes de API'),
    single,
  ],
  // Nothing to record: help.
  ['oi', help],
  ['confiança média', help],
  ['não consegui atualizar essa semana', help],
  ['vendas', help],
  ['', help],
  ['Q3 vendas', help],
];

describe('parseCheckInReply', () => {
  it('has a table of at least 50 replies', () => {
    expect(rows.length).toBeGreaterThanOrEqual(50);
  });

  it.each(rows)('%s', (reply, expected, candidates = team) => {
    expect(parseCheckInReply(reply, candidates)).toMatchObject(expected);
  });
});
