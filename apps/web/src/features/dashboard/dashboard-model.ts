import { plural } from '@rumo/shared/common/plural';
import type { Dashboard } from '@rumo/shared/dashboard/contracts';
import { confidenceLabels, objectiveStatusLabels } from '@rumo/shared/okr/enums';

/** "8 pontos acima do esperado" / "3 pontos abaixo do esperado" / "No ritmo esperado". */
export function paceSentence(progress: number, expected: number): string {
  const diff = Math.round(progress - expected);
  if (diff === 0) return 'No ritmo esperado para hoje';
  const points = plural(Math.abs(diff), 'ponto', 'pontos');
  return `${points} ${diff > 0 ? 'acima' : 'abaixo'} do esperado`;
}

export function paceColor(progress: number, expected: number): string {
  const diff = progress - expected;
  if (diff >= -5) return 'green';
  if (diff >= -15) return 'yellow';
  return 'red';
}

export interface DonutSlice {
  name: string;
  value: number;
  color: string;
}

export function statusSlices(byStatus: Dashboard['objectivesByStatus']): DonutSlice[] {
  return [
    { name: objectiveStatusLabels.active, value: byStatus.active, color: 'blue.6' },
    { name: objectiveStatusLabels.draft, value: byStatus.draft, color: 'gray.5' },
    { name: objectiveStatusLabels.closed, value: byStatus.closed, color: 'teal.7' },
  ].filter((slice) => slice.value > 0);
}

export function confidenceSlices(byConfidence: Dashboard['objectivesByConfidence']): DonutSlice[] {
  return [
    { name: confidenceLabels.on_track, value: byConfidence.on_track, color: 'green.6' },
    { name: confidenceLabels.at_risk, value: byConfidence.at_risk, color: 'yellow.5' },
    { name: confidenceLabels.off_track, value: byConfidence.off_track, color: 'red.6' },
    { name: 'Sem check-in', value: byConfidence.no_check_in, color: 'gray.5' },
  ].filter((slice) => slice.value > 0);
}

export function objectiveTotal(byStatus: Dashboard['objectivesByStatus']): number {
  return byStatus.draft + byStatus.active + byStatus.closed;
}

/** Largest team count the bar chart shows before it gets unreadable. */
export const MAX_CHART_TEAMS = 12;

/** Teams by progress (best first), rounded for the chart. */
export function teamBars(teams: Dashboard['teams']): { team: string; Progresso: number }[] {
  return [...teams]
    .sort((a, b) => b.progress - a.progress || a.name.localeCompare(b.name, 'pt-BR'))
    .slice(0, MAX_CHART_TEAMS)
    .map((team) => ({ team: team.name, Progresso: Math.round(team.progress * 10) / 10 }));
}
