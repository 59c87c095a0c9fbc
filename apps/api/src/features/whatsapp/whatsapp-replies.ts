import type { Confidence } from '@rumo/shared/okr/enums';
import type { OutgoingMessage } from './cloud-api/graph-shapes';

// What Rumo writes back on WhatsApp (pt-BR), kept apart from the conversation's rules.

export const CONFIDENCE_WORDS: Record<Confidence, string> = {
  on_track: 'alta',
  at_risk: 'média',
  off_track: 'baixa',
};

const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 });

export const text = (body: string): OutgoingMessage => ({ type: 'text', text: { body } });

export const replies = {
  notLinked:
    'Este número não está vinculado a uma conta do Rumo. Vincule-o em Meu perfil › WhatsApp.',
  nothingDue: 'Você não tem check-ins pendentes nesta semana. Bom trabalho!',
  help: 'Não entendi. Responda com o resultado-chave e o valor, por exemplo: "vendas 72, confiança média, fechamos 3 contratos". Confiança: alta, média ou baixa; o resto vira comentário.',
  askValue: (title: string) =>
    `Qual o valor atual de "${title}"? Ex.: 72, confiança alta, comentário opcional.`,
  confirmed: (title: string, before: number, after: number, confidence: Confidence) =>
    `Check-in registrado. ${title}: ${number.format(before)} → ${number.format(after)} (confiança ${CONFIDENCE_WORDS[confidence]})`,
  refused: (reason: string) => `Não foi possível registrar o check-in: ${reason}`,
} as const;

const cut = (value: string, max: number) =>
  value.length <= max ? value : `${value.slice(0, max - 1)}…`;

/** An interactive list of key results (WhatsApp: at most 10 rows, titles of 24 characters). */
export function keyResultList(
  body: string,
  keyResults: { id: string; title: string; objectiveTitle: string }[],
): OutgoingMessage {
  return {
    type: 'interactive',
    interactive: {
      type: 'list',
      body: { text: cut(body, 1024) },
      action: {
        button: 'Escolher',
        sections: [
          {
            title: 'Resultados-chave',
            rows: keyResults.slice(0, 10).map((kr) => ({
              id: `kr:${kr.id}`,
              title: cut(kr.title, 24),
              description: cut(kr.objectiveTitle, 72),
            })),
          },
        ],
      },
    },
  };
}
