import { Group, Text } from '@mantine/core';
import { CONFIDENCES, confidenceLabels } from '@rumo/shared/okr/key-result-types';
import { confidenceColors } from '../../../components/okr/confidence-badge';

const LINES = [
  { label: 'Progresso', color: 'var(--mantine-color-blue-6)', dash: undefined },
  { label: 'Esperado (linear)', color: 'var(--mantine-color-gray-6)', dash: '8 5' },
  { label: 'Previsão no ritmo atual', color: 'var(--mantine-color-violet-5)', dash: '2 5' },
];

/** Line styles and what the dot colours mean (the confidence at each check-in). */
export function ChartLegend() {
  return (
    <Group gap="lg" justify="center" wrap="wrap" role="list" aria-label="Legenda do gráfico">
      {LINES.map((line) => (
        <Group key={line.label} gap={6} wrap="nowrap" role="listitem">
          <svg width="28" height="8" aria-hidden>
            <line
              x1="0"
              y1="4"
              x2="28"
              y2="4"
              stroke={line.color}
              strokeWidth="2.5"
              strokeDasharray={line.dash}
            />
          </svg>
          <Text size="xs">{line.label}</Text>
        </Group>
      ))}
      <Group gap={8} wrap="wrap" role="listitem">
        <Text size="xs" c="dimmed">
          Confiança no check-in:
        </Text>
        {CONFIDENCES.map((confidence) => (
          <Group key={confidence} gap={4} wrap="nowrap">
            <span
              aria-hidden
              style={{
                width: 9,
                height: 9,
                borderRadius: 9,
                background: `var(--mantine-color-${confidenceColors[confidence]}-6)`,
              }}
            />
            <Text size="xs">{confidenceLabels[confidence]}</Text>
          </Group>
        ))}
      </Group>
    </Group>
  );
}
