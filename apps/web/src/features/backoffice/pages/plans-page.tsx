import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { staffMay } from '@rumo/shared/backoffice/auth';
import { planMessages, type StaffPlan } from '@rumo/shared/backoffice/billing/plans';
import { formatBrl } from '@rumo/shared/billing/money';
import { billingIntervalLabels } from '@rumo/shared/billing/plans';
import { plural } from '@rumo/shared/common/plural';
import {
  IconCloudUpload,
  IconDots,
  IconEdit,
  IconEye,
  IconEyeOff,
  IconPlus,
  IconStar,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/okr/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useBillingConfig } from '../../../components/payment/billing-config-query';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { BACKOFFICE_PAGES } from '../backoffice-routes';
import { DeletePlanModal } from '../plans/delete-plan-modal';
import { PlanFormDrawer } from '../plans/plan-form-drawer';
import {
  PLAN_ACTIVITY_FILTERS,
  type PlanActivityFilter,
  plansQuery,
  useCreatePlanAtEfi,
  useSetPlanActive,
} from '../plans/plans-api';
import { useBackofficeSession } from '../session/backoffice-session-store';

const FILTER_LABELS: Record<PlanActivityFilter, string> = {
  true: 'Ativos',
  false: 'Inativos',
  all: 'Todos',
};
/** The URL keeps the filter in pt-BR (`?situacao=inativos`); active plans when absent. */
const FILTER_PARAM = 'situacao';
const FILTER_URL: Record<PlanActivityFilter, string> = {
  true: '',
  false: 'inativos',
  all: 'todos',
};

function readFilter(params: URLSearchParams): PlanActivityFilter {
  const value = params.get(FILTER_PARAM);
  return PLAN_ACTIVITY_FILTERS.find((filter) => FILTER_URL[filter] === value && value) ?? 'true';
}

/** A plan Efí does not hold yet is a draft: out of /planos and refused by checkout. */
const isDraft = (plan: StaffPlan) => plan.efiPlanId === null;

const SYNC_BADGE = {
  draft: { label: 'Rascunho', color: 'gray' },
  synced: { label: 'Sincronizado', color: 'teal' },
  failed: { label: 'Falhou', color: 'red' },
} as const;

const DRAFT_HINT = 'Ainda não criado na Efí: fora de /planos e do checkout até ser criado.';

/** The plan's state at Efí; a failure's error in a tooltip (and read out to screen readers). */
export function EfiSyncBadge({ plan }: { plan: StaffPlan }) {
  const state = isDraft(plan) ? 'draft' : plan.efiSyncState === 'failed' ? 'failed' : 'synced';
  const { label, color } = SYNC_BADGE[state];
  const failure =
    plan.efiSyncState === 'failed' ? (plan.efiSyncError ?? 'A Efí recusou o plano.') : null;
  const hint =
    state === 'draft'
      ? failure
        ? `${DRAFT_HINT} Última tentativa: ${failure}`
        : DRAFT_HINT
      : (failure ?? `Plano ${plan.efiPlanId ?? ''} na Efí.`);
  return (
    <span data-testid={`efi-sync-${plan.id}`} style={{ flexShrink: 0 }}>
      <Tooltip label={hint} multiline maw={280} withArrow>
        <Badge
          variant="light"
          color={color}
          tabIndex={0}
          style={{ cursor: 'help', maxWidth: 'none' }}
          styles={{ label: { overflow: 'visible' } }}
        >
          {label}
        </Badge>
      </Tooltip>
      <VisuallyHidden>: {hint}</VisuallyHidden>
    </span>
  );
}

interface RowActions {
  mayManage: boolean;
  mayDelete: boolean;
  onEdit: (plan: StaffPlan) => void;
  onDelete: (plan: StaffPlan) => void;
}

function CreateAtEfiButton({ plan }: { plan: StaffPlan }) {
  const create = useCreatePlanAtEfi();
  if (!isDraft(plan)) return null;
  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconCloudUpload size={14} />}
      loading={create.isPending}
      aria-label={`Criar ${plan.name} na Efí`}
      onClick={() =>
        create.mutate(plan.id, {
          onSuccess: () =>
            showToast({
              severity: 'success',
              summary: 'Efí Pay',
              detail: planMessages.planCreatedAtEfi,
            }),
          onError: (error) =>
            showToast({
              severity: 'error',
              summary: 'Erro ao criar na Efí',
              detail: errorMessage(error),
            }),
        })
      }
    >
      Criar na Efí
    </Button>
  );
}

function PlanMenu({
  plan,
  mayManage,
  mayDelete,
  onEdit,
  onDelete,
}: RowActions & { plan: StaffPlan }) {
  const setActive = useSetPlanActive();
  if (!mayManage && !mayDelete) return null;

  const toggleActive = () => {
    const activate = !plan.active;
    const run = () =>
      setActive.mutate(
        { id: plan.id, active: activate },
        {
          onSuccess: () =>
            showToast({
              severity: 'success',
              summary: activate ? 'Plano reativado' : 'Plano desativado',
              detail: activate
                ? `${plan.name} volta a ser oferecido.`
                : `${plan.name} deixou de ser oferecido. As assinaturas atuais continuam.`,
            }),
          onError: (error) =>
            showToast({
              severity: 'error',
              summary: 'Erro ao alterar o plano',
              detail: errorMessage(error),
            }),
        },
      );
    if (activate) return run();
    modals.openConfirmModal({
      title: `Desativar ${plan.name}?`,
      children: (
        <Text size="sm">
          O plano deixa de aparecer em /planos e não pode ser contratado. As assinaturas atuais
          continuam até serem canceladas.
        </Text>
      ),
      labels: { confirm: 'Desativar', cancel: 'Cancelar' },
      confirmProps: { color: 'orange' },
      onConfirm: run,
    });
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={`Ações do plano ${plan.name}`}
          loading={setActive.isPending}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {mayManage && (
          <>
            <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => onEdit(plan)}>
              Editar
            </Menu.Item>
            <Menu.Item
              leftSection={plan.active ? <IconEyeOff size={16} /> : <IconEye size={16} />}
              onClick={toggleActive}
            >
              {plan.active ? 'Desativar' : 'Reativar'}
            </Menu.Item>
          </>
        )}
        {mayDelete && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => onDelete(plan)}
          >
            Excluir
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function PlanName({ plan }: { plan: StaffPlan }) {
  return (
    <div>
      <Group gap={6} wrap="nowrap">
        <Text fw={600}>{plan.name}</Text>
        {plan.highlighted && (
          <Badge size="xs" variant="light" color="grape" leftSection={<IconStar size={10} />}>
            Destaque
          </Badge>
        )}
        {!plan.active && (
          <Badge size="xs" variant="outline" color="gray">
            Inativo
          </Badge>
        )}
      </Group>
      {plan.description && (
        <Text size="xs" c="dimmed" lineClamp={1} maw={320}>
          {plan.description}
        </Text>
      )}
    </div>
  );
}

/**
 * The free trial a new company actually gets on signing up (the backoffice setting, else
 * TRIAL_DAYS), the same for every plan: not the plan's own unused trial field.
 */
function CustomerTrial() {
  const config = useBillingConfig();
  if (!config.data) return <>—</>;
  const days = config.data.trialDays;
  return <>{days === 0 ? 'Sem teste grátis' : `${plural(days, 'dia', 'dias')} grátis`}</>;
}
const usersLabel = (limit: number) => plural(limit, 'usuário', 'usuários');

function PlansTable({ plans, ...actions }: RowActions & { plans: StaffPlan[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Plano</Table.Th>
            <Table.Th>Preço</Table.Th>
            <Table.Th>Periodicidade</Table.Th>
            <Table.Th>Usuários</Table.Th>
            <Table.Th>Teste</Table.Th>
            <Table.Th>Ordem</Table.Th>
            <Table.Th>Assinaturas</Table.Th>
            <Table.Th>Efí</Table.Th>
            <Table.Th>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.map((plan) => (
            <Table.Tr key={plan.id} data-testid={`plan-row-${plan.id}`}>
              <Table.Td>
                <PlanName plan={plan} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatBrl(plan.priceCents)}</Table.Td>
              <Table.Td>{billingIntervalLabels[plan.interval]}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{usersLabel(plan.userLimit)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <CustomerTrial />
              </Table.Td>
              <Table.Td>{plan.displayOrder}</Table.Td>
              <Table.Td>{plan.subscriptions}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <EfiSyncBadge plan={plan} />
                  {actions.mayManage && <CreateAtEfiButton plan={plan} />}
                </Group>
              </Table.Td>
              <Table.Td>
                <PlanMenu plan={plan} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PlanCards({ plans, ...actions }: RowActions & { plans: StaffPlan[] }) {
  return (
    <Stack gap="sm">
      {plans.map((plan) => (
        <Card key={plan.id} withBorder radius="md" padding="md" data-testid={`plan-row-${plan.id}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <PlanName plan={plan} />
            <PlanMenu plan={plan} {...actions} />
          </Group>
          <Text fw={700} mt="xs">
            {formatBrl(plan.priceCents)}{' '}
            <Text span size="sm" c="dimmed" fw={400}>
              {billingIntervalLabels[plan.interval].toLowerCase()}
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            {usersLabel(plan.userLimit)} · teste: <CustomerTrial /> · ordem {plan.displayOrder} ·{' '}
            {plural(plan.subscriptions, 'assinatura', 'assinaturas')}
          </Text>
          <Group gap="xs" mt="sm">
            <EfiSyncBadge plan={plan} />
            {actions.mayManage && <CreateAtEfiButton plan={plan} />}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** Planos de Assinatura (spec §2, permission subscription_plans; writes per spec §6). */
export default function PlansPage() {
  const { user } = useBackofficeSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readFilter(searchParams);
  const plans = useQuery(plansQuery(filter));
  const narrow = useMediaQuery('(max-width: 48em)');
  const [editing, setEditing] = useState<{ plan: StaffPlan | null } | null>(null);
  const [deleting, setDeleting] = useState<StaffPlan | null>(null);

  if (!user) return null;
  const mayManage = staffMay(user.role, 'managePlans');
  const mayDelete = staffMay(user.role, 'deletePlans');
  const actions: RowActions = {
    mayManage,
    mayDelete,
    onEdit: (plan) => setEditing({ plan }),
    onDelete: setDeleting,
  };

  const setFilter = (value: string) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        const url = FILTER_URL[value as PlanActivityFilter];
        if (url) next.set(FILTER_PARAM, url);
        else next.delete(FILTER_PARAM);
        return next;
      },
      { replace: true },
    );

  const list = plans.data?.data ?? [];

  return (
    <>
      <PageHeader
        title={BACKOFFICE_PAGES.plans.title}
        description="Preços, limites de usuários, períodos de teste e a sincronização com a Efí Pay."
        actions={
          mayManage && (
            <Button leftSection={<IconPlus size={17} />} onClick={() => setEditing({ plan: null })}>
              Novo plano
            </Button>
          )
        }
      />
      <Stack gap="md">
        <SegmentedControl
          aria-label="Situação dos planos"
          value={filter}
          onChange={setFilter}
          data={PLAN_ACTIVITY_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
          style={{ alignSelf: 'flex-start' }}
        />
        {plans.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Carregando planos">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={52} radius="sm" />
            ))}
          </Stack>
        ) : plans.isError ? (
          <QueryError error={plans.error} onRetry={() => void plans.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            title={filter === 'false' ? 'Nenhum plano inativo' : 'Nenhum plano cadastrado ainda'}
            description={
              mayManage && filter !== 'false'
                ? 'Crie o primeiro plano e depois crie-o na Efí para começar a vender.'
                : undefined
            }
            action={
              mayManage && filter !== 'false' ? (
                <Button onClick={() => setEditing({ plan: null })}>Novo plano</Button>
              ) : undefined
            }
          />
        ) : narrow ? (
          <PlanCards plans={list} {...actions} />
        ) : (
          <PlansTable plans={list} {...actions} />
        )}
      </Stack>
      {mayManage && (
        <PlanFormDrawer
          opened={editing !== null}
          plan={editing?.plan ?? null}
          onClose={() => setEditing(null)}
        />
      )}
      {mayDelete && <DeletePlanModal plan={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
