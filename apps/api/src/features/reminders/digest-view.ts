import type { DigestData } from './digest.repository';
import type { DigestView } from './reminders.templates';

/** How many rows of each list a digest shows. */
export const DIGEST_LIMITS = { atRisk: 10, missing: 20 } as const;

type Recipient = DigestData['recipients'][number];

/** "Vendas", "Vendas e Marketing", "Vendas, Produto e Marketing" */
function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
}

/**
 * What one person's digest shows: admins see the whole company; team leaders see the teams
 * they lead (their objectives, and the key results and check-ins of their members). Null when
 * there is nothing to report on (no open cycle, or a leader of no team).
 */
export function digestViewFor(
  data: DigestData,
  recipient: Recipient,
  companyName: string,
  week: { firstDay: string; lastDay: string },
): DigestView | null {
  if (!data.cycle) return null;
  const base = { cycleName: data.cycle.name, week };
  const cut = (missing: DigestData['missing']) => ({
    missing: missing.slice(0, DIGEST_LIMITS.missing),
    moreMissing: Math.max(0, missing.length - DIGEST_LIMITS.missing),
  });
  if (recipient.role === 'admin') {
    return {
      ...base,
      scope: companyName,
      progress: [
        {
          label: companyName,
          progress: data.company.progress,
          objectiveCount: data.company.objectiveCount,
        },
        ...data.teams.map((team) => ({
          label: team.name,
          progress: team.progress,
          objectiveCount: team.objectiveCount,
        })),
      ],
      atRisk: data.atRisk.slice(0, DIGEST_LIMITS.atRisk),
      ...cut(data.missing),
    };
  }
  const led = new Set(recipient.ledTeamIds);
  const teams = data.teams.filter((team) => led.has(team.id));
  if (teams.length === 0) return null;
  const members = new Set(teams.flatMap((team) => team.memberIds));
  return {
    ...base,
    scope:
      teams.length === 1
        ? `Time ${teams[0]?.name}`
        : `Times ${joinNames(teams.map((team) => team.name))}`,
    progress: teams.map((team) => ({
      label: team.name,
      progress: team.progress,
      objectiveCount: team.objectiveCount,
    })),
    atRisk: data.atRisk
      .filter((kr) => (kr.teamId !== null && led.has(kr.teamId)) || members.has(kr.ownerId))
      .slice(0, DIGEST_LIMITS.atRisk),
    ...cut(data.missing.filter((person) => members.has(person.id))),
  };
}
