import { plural, pluralForm } from '@rumo/shared/common/plural';
import { type Confidence, confidenceLabels } from '@rumo/shared/okr/key-result-types';
import type { MailMessage } from '../mail/public';
import { type MailSection, renderList } from './reminders.layout';

interface Recipient {
  name: string;
  email: string;
}

/** '2026-11-23' → '23/11' */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const percent = (progress: number) => `${Math.round(progress)}%`;

function checkInReminderSubject(keyResults: number, kpis: number): string {
  if (keyResults > 0) {
    return keyResults === 1
      ? 'Hoje é dia de check-in: 1 resultado-chave aguarda você'
      : `Hoje é dia de check-in: ${keyResults} resultados-chave aguardam você`;
  }
  return kpis === 1
    ? 'Hoje é dia de check-in: 1 indicador aguarda o valor do período'
    : `Hoje é dia de check-in: ${kpis} indicadores aguardam o valor do período`;
}

/** The check-in day's reminder: the person's key results without a check-in and KPIs without a value. */
export function checkInReminderEmail(input: {
  to: Recipient;
  companyName: string;
  keyResults: { title: string; objectiveTitle: string; checkInUrl: string }[];
  /** KPIs they own whose current period has no value yet. */
  kpis?: { name: string; url: string }[];
  checkInPageUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const count = input.keyResults.length;
  const kpis = input.kpis ?? [];
  const sections: MailSection[] = [];
  if (count > 0) {
    sections.push({
      title: pluralForm(count, 'Seu resultado-chave', 'Seus resultados-chave'),
      items: input.keyResults.map((kr) => ({
        text: kr.title,
        detail: `objetivo: ${kr.objectiveTitle}`,
        link: { label: 'Fazer check-in', href: kr.checkInUrl },
      })),
    });
  }
  if (kpis.length > 0) {
    sections.push({
      title: pluralForm(kpis.length, 'Seu indicador sem valor', 'Seus indicadores sem valor'),
      items: kpis.map((kpi) => ({
        text: kpi.name,
        detail: 'sem valor no período atual',
        link: { label: 'Registrar valor', href: kpi.url },
      })),
    });
  }
  const krIntro =
    count === 0
      ? ''
      : ` ${
          count === 1
            ? 'Este resultado-chave ainda não teve check-in nesta semana'
            : 'Estes resultados-chave ainda não tiveram check-in nesta semana'
        }: atualize o valor, a confiança e deixe um comentário. Leva poucos minutos.`;
  const kpiIntro =
    kpis.length === 0
      ? ''
      : ` ${
          kpis.length === 1
            ? 'Um indicador seu ainda não tem o valor do período'
            : 'Indicadores seus ainda não têm o valor do período'
        }: registre-o para manter o histórico em dia.`;
  return renderList(input.to.email, {
    template: 'check_in_reminder',
    subject: checkInReminderSubject(count, kpis.length),
    greeting: `Olá, ${input.to.name}!`,
    intro: [`Hoje é o dia de check-in da ${input.companyName}.${krIntro}${kpiIntro}`],
    sections,
    button:
      count > 0
        ? { label: 'Abrir o check-in', href: input.checkInPageUrl }
        : { label: 'Abrir os indicadores', href: input.checkInPageUrl },
    unsubscribe: {
      reason: 'Você recebe este lembrete no dia de check-in da sua empresa.',
      link: { label: 'Não quero mais receber lembretes de check-in', href: input.unsubscribeUrl },
    },
  });
}

export interface DigestView {
  /** 'Empresa X' for admins, 'Time Vendas' or 'Times Vendas e Marketing' for leaders. */
  scope: string;
  cycleName: string;
  week: { firstDay: string; lastDay: string };
  progress: { label: string; progress: number; objectiveCount: number }[];
  atRisk: {
    title: string;
    objectiveTitle: string;
    ownerName: string;
    confidence: Confidence;
    progress: number;
  }[];
  missing: { name: string; pendingCount: number }[];
  /** People not listed beyond the e-mail's limit. */
  moreMissing: number;
}

export function digestEmail(input: {
  to: Recipient;
  view: DigestView;
  dashboardUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const { view } = input;
  const week = `de ${dayMonth(view.week.firstDay)} a ${dayMonth(view.week.lastDay)}`;
  const missingItems: MailSection['items'] = view.missing.map((person) => ({
    text: person.name,
    detail: `${plural(person.pendingCount, 'resultado-chave', 'resultados-chave')} sem check-in`,
  }));
  if (view.moreMissing > 0) {
    missingItems.push({ text: `e mais ${plural(view.moreMissing, 'pessoa', 'pessoas')}` });
  }
  return renderList(input.to.email, {
    template: 'weekly_digest',
    subject: `Resumo semanal do Rumo — ${view.scope}, semana ${week}`,
    greeting: `Olá, ${input.to.name}!`,
    intro: [`Este é o resumo da semana ${week} (ciclo: ${view.cycleName}) — ${view.scope}.`],
    sections: [
      {
        title: 'Progresso',
        items: view.progress.map((row) => ({
          text: `${row.label}: ${percent(row.progress)}`,
          detail: plural(row.objectiveCount, 'objetivo', 'objetivos'),
        })),
        empty: 'Nenhum objetivo neste ciclo.',
      },
      {
        title: 'Resultados-chave em risco',
        items: view.atRisk.map((kr) => ({
          text: `${kr.title} — ${confidenceLabels[kr.confidence]}, ${percent(kr.progress)}`,
          detail: `${kr.ownerName}; objetivo: ${kr.objectiveTitle}`,
        })),
        empty: 'Nenhum resultado-chave em risco. Bom trabalho!',
      },
      {
        title: 'Quem não fez check-in na semana',
        items: missingItems,
        empty: 'Nenhum resultado-chave ficou sem check-in na semana.',
      },
    ],
    button: { label: 'Abrir o painel', href: input.dashboardUrl },
    unsubscribe: {
      reason: 'Você recebe este resumo toda semana por liderar um time ou administrar a empresa.',
      link: { label: 'Não quero mais receber o resumo semanal', href: input.unsubscribeUrl },
    },
  });
}
