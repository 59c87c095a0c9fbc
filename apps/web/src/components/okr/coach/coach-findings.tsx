import { Badge, List, Stack, Text } from '@mantine/core';
import type { CoachFinding } from '@rumo/shared/okr/coach/evaluate';
import {
  type CoachScoreBand,
  type CoachSeverity,
  coachRules,
  coachScoreBandLabels,
  coachSeverityLabels,
} from '@rumo/shared/okr/coach/rules';

const bandColors: Record<CoachScoreBand, string> = {
  excellent: 'green',
  good: 'teal',
  fair: 'yellow',
  weak: 'red',
};
const severityColors: Record<CoachSeverity, string> = {
  high: 'red',
  medium: 'orange',
  low: 'gray',
};

/** "85 · Bom": a score with its band, colored; the text says it all without the color. */
export function CoachScoreBadge({
  score,
  band,
  size = 'lg',
}: {
  score: number;
  band: CoachScoreBand;
  size?: 'md' | 'lg';
}) {
  return (
    <Badge
      size={size}
      variant="light"
      color={bandColors[band]}
      style={{ flexShrink: 0 }}
    >{`${score} · ${coachScoreBandLabels[band]}`}</Badge>
  );
}

/** One rule's explanation and its better example (Antes → Depois). */
export function CoachRuleAdvice({ finding }: { finding: CoachFinding }) {
  const rule = coachRules[finding.ruleId];
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        <Badge
          component="span"
          size="sm"
          variant="light"
          color={severityColors[rule.severity]}
          mr={6}
        >
          {coachSeverityLabels[rule.severity]}
        </Badge>
        {rule.name}
        {finding.keyResult &&
          `: "${finding.keyResult.title || `resultado-chave ${finding.keyResult.index + 1}`}"`}
      </Text>
      <Text size="sm">{rule.explanation}</Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={600} inherit>
          Antes:
        </Text>{' '}
        {rule.example.before}{' '}
        <Text span fw={600} inherit>
          → Depois:
        </Text>{' '}
        {rule.example.after}
      </Text>
    </Stack>
  );
}

/** The findings as a list, or a line saying there is nothing to improve. */
export function CoachFindingList({ findings, label }: { findings: CoachFinding[]; label: string }) {
  if (findings.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nenhuma sugestão: o plano segue as boas práticas de OKR.
      </Text>
    );
  }
  return (
    <List spacing="sm" listStyleType="none" aria-label={label} m={0} p={0}>
      {findings.map((finding) => (
        <List.Item key={`${finding.ruleId}-${finding.keyResult?.index ?? 'objective'}`}>
          <CoachRuleAdvice finding={finding} />
        </List.Item>
      ))}
    </List>
  );
}
