import { Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ConfidenceBadge } from '../../../components/okr/confidence-badge';
import { KeyResultValue } from '../../../components/okr/key-result-value';
import { ProgressBar } from '../../../components/okr/progress-bar';
import { QueryError } from '../../../components/query-error';
import { useObjective } from '../api/use-objective';
import classes from './objective-tree.module.css';

interface ObjectiveTreeKeyResultsProps {
  objectiveId: string;
  id: string;
}

/**
 * An objective's key results inside the tree, read when first opened (the objective's detail,
 * the same cache its page uses), so the tree itself stays one light request.
 */
export function ObjectiveTreeKeyResults({ objectiveId, id }: ObjectiveTreeKeyResultsProps) {
  const objective = useObjective(objectiveId);
  if (objective.isError) {
    return <QueryError error={objective.error} onRetry={() => objective.refetch()} />;
  }
  if (!objective.data) {
    return (
      <Stack gap={6} id={id} aria-busy="true" aria-label="Carregando resultados-chave" mt="xs">
        <Skeleton height={36} radius="sm" />
        <Skeleton height={36} radius="sm" />
      </Stack>
    );
  }
  const keyResults = objective.data.keyResults;
  if (keyResults.length === 0) {
    return (
      <Text id={id} size="sm" c="dimmed" mt="xs">
        Este objetivo ainda não tem resultados-chave.
      </Text>
    );
  }
  return (
    <ul
      id={id}
      className={classes.keyResults}
      aria-label={`Resultados-chave de "${objective.data.title}"`}
    >
      {keyResults.map((keyResult) => (
        <li key={keyResult.id} className={classes.keyResult}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {keyResult.title}
          </Text>
          <Group gap="md" wrap="wrap" mt={4}>
            <Box className={classes.progress}>
              <ProgressBar
                value={keyResult.progress}
                keyResultType={keyResult.type}
                size="sm"
                label={`Progresso de "${keyResult.title}"`}
              />
            </Box>
            <Text size="sm" c="dimmed" component="span">
              {'Atual: '}
              <KeyResultValue
                value={keyResult.current}
                unit={keyResult.unit}
                customUnit={keyResult.customUnit}
                decimals={keyResult.decimals}
              />
            </Text>
            <ConfidenceBadge confidence={keyResult.confidence} size="sm" />
          </Group>
        </li>
      ))}
    </ul>
  );
}
