import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Collapse,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { KeyResultWithTrend } from '@rumo/shared/objectives/contracts';
import {
  IconDots,
  IconHistory,
  IconMessageCircle,
  IconPencil,
  IconTrash,
  IconTrendingUp,
} from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfidenceBadge } from '../../../components/okr/confidence-badge';
import { formatDay } from '../../../components/okr/format-day';
import { KeyResultValue } from '../../../components/okr/key-result-value';
import { ProgressBar } from '../../../components/okr/progress-bar';
import { UserAvatar } from '../../../components/user-avatar';
import { formatDate } from '../../../lib/dates';
import { keyResultAnchor, paths } from '../../../lib/paths';
import { KeyResultComments } from './comments/key-result-comments';
import { KeyResultCheckIns } from './key-result-check-ins';
import { describeKeyResultGoal } from './key-result-form-model';
import { KeyResultSparkline } from './key-result-sparkline';

interface KeyResultCardProps {
  keyResult: KeyResultWithTrend;
  canCheckIn: boolean;
  canManage: boolean;
  onCheckIn: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The key result's initiatives (KeyResultInitiatives), under its check-ins and comments. */
  initiatives?: React.ReactNode;
}

function Meta({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Box fz="sm">{children}</Box>
    </Stack>
  );
}

/** One key result: goal, current value, progress with its formula, and its check-ins. */
export function KeyResultCard({
  keyResult,
  canCheckIn,
  canManage,
  onCheckIn,
  onEdit,
  onDelete,
  initiatives,
}: KeyResultCardProps) {
  const [historyOpen, history] = useDisclosure(false);
  const historyId = `historico-${keyResult.id}`;
  // A mention e-mail links to /okrs/:id?kr=<key result>: its comments open at once.
  const [searchParams] = useSearchParams();
  const linked = searchParams.get('kr') === keyResult.id;
  const [commentsOpen, commentsToggle] = useDisclosure(linked);
  const commentsId = `comentarios-${keyResult.id}`;
  const cardRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (linked) cardRef.current?.scrollIntoView({ block: 'start' });
  }, [linked]);
  return (
    <Paper
      ref={cardRef}
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={keyResult.title}
      id={keyResultAnchor(keyResult.id)}
      tabIndex={-1}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: '1 1 260px' }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {keyResult.title}
            </Text>
            <Text size="sm" c="dimmed">
              {describeKeyResultGoal(keyResult)}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            {canCheckIn && (
              <Button
                size="xs"
                leftSection={<IconTrendingUp size={14} />}
                onClick={onCheckIn}
                aria-label={`Fazer check-in em "${keyResult.title}"`}
              >
                Fazer check-in
              </Button>
            )}
            {canManage && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Ações de "${keyResult.title}"`}
                  >
                    <IconDots size={18} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
                    Editar resultado-chave
                  </Menu.Item>
                  <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                    Excluir resultado-chave
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
        </Group>
        <Box maw={560}>
          <ProgressBar
            value={keyResult.progress}
            keyResultType={keyResult.type}
            label={`Progresso de "${keyResult.title}"`}
          />
        </Box>
        <Group gap="lg" wrap="wrap" align="flex-start">
          <Meta label="Atual">
            <KeyResultValue
              value={keyResult.current}
              unit={keyResult.unit}
              customUnit={keyResult.customUnit}
              decimals={keyResult.decimals}
              fw={600}
            />
          </Meta>
          <Meta label="Tendência">
            <KeyResultSparkline keyResult={keyResult} />
          </Meta>
          <Meta label="Confiança">
            <ConfidenceBadge confidence={keyResult.confidence} size="sm" />
          </Meta>
          <Meta label="Responsável">
            <Group gap={6} wrap="nowrap">
              <UserAvatar avatar={keyResult.owner.avatar} name={keyResult.owner.name} size={20} />
              <span>{keyResult.owner.name}</span>
            </Group>
          </Meta>
          <Meta label="Prazo">{keyResult.dueDate ? formatDay(keyResult.dueDate) : '—'}</Meta>
          <Meta label="Peso">{new Intl.NumberFormat('pt-BR').format(keyResult.weight)}</Meta>
          {keyResult.kpi && (
            <Meta label="Indicador">
              <Anchor component={Link} to={paths.kpi(keyResult.kpi.id)} size="sm">
                {keyResult.kpi.name}
              </Anchor>
            </Meta>
          )}
          <Meta label="Último check-in">
            {keyResult.lastCheckInAt ? formatDate(keyResult.lastCheckInAt) : 'Nenhum'}
          </Meta>
        </Group>
        <Group gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconHistory size={16} />}
            onClick={history.toggle}
            aria-expanded={historyOpen}
            aria-controls={historyId}
          >
            {historyOpen ? 'Ocultar histórico' : 'Histórico de check-ins'}
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconMessageCircle size={16} />}
            onClick={commentsToggle.toggle}
            aria-expanded={commentsOpen}
            aria-controls={commentsId}
          >
            {commentsOpen ? 'Ocultar comentários' : 'Comentários'}
          </Button>
        </Group>
        <Box>
          <Collapse expanded={historyOpen} id={historyId}>
            {historyOpen && (
              <Box mt="xs">
                <KeyResultCheckIns keyResult={keyResult} />
              </Box>
            )}
          </Collapse>
          <Collapse expanded={commentsOpen} id={commentsId}>
            {commentsOpen && (
              <Box mt="xs">
                <KeyResultComments keyResult={keyResult} />
              </Box>
            )}
          </Collapse>
        </Box>
        {initiatives}
      </Stack>
    </Paper>
  );
}
