import {
  Group,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import {
  OBJECTIVE_LEVELS,
  type ObjectiveLevel,
  objectiveLevelLabels,
} from '@rumo/shared/okr/key-result-types';
import { useRef, useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { useCycleOptions } from '../../../components/okr/use-cycle-options';
import { useTeamOptions } from '../../../components/okr/use-team-options';
import { UserSelect } from '../../../components/okr/user-select';
import { useSession } from '../../../lib/session-store';
import { showToast } from '../../../lib/toasts';
import { usePillars } from '../api/use-pillars';
import { useSaveObjective } from '../api/use-save-objective';
import { useActor } from '../hooks/use-actor';
import { coachInputFrom } from './coach/coach-input';
import { CoachPanel } from './coach/coach-panel';
import { TemplateButton } from './coach/template-button';
import { useFormApproval } from './objective-form-approval';
import { reportObjectiveError } from './objective-form-errors';
import { ObjectiveFormKeyResults } from './objective-form-key-results';
import {
  type Alignment,
  allowedLevels,
  newObjectiveValues,
  type ObjectiveFormValues,
  objectiveValuesFrom,
  toObjectiveBody,
  toObjectiveCreateBody,
  validateObjective,
} from './objective-form-model';
import { ObjectiveParentSelect } from './objective-parent-select';
import { ObjectivePrivacyFields } from './objective-privacy-fields';

interface ObjectiveFormProps {
  /** Absent to create. */
  objective?: ObjectiveDetail;
  defaultCycleId: string | null;
  onSaved: (objective: ObjectiveDetail) => void;
  onCancel: () => void;
}

/** Create or edit an objective: what, why, when, who, and what it aligns to. */
export function ObjectiveForm({
  objective,
  defaultCycleId,
  onSaved,
  onCancel,
}: ObjectiveFormProps) {
  const actor = useActor();
  const { user } = useSession();
  const isAdmin = actor.role === 'admin';
  const save = useSaveObjective();
  const approval = useFormApproval(objective);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ObjectiveFormValues>({
    mode: 'controlled',
    initialValues: objective
      ? objectiveValuesFrom(objective)
      : newObjectiveValues(actor, defaultCycleId),
    validate: (values) => validateObjective(values, actor),
  });
  const { values } = form;
  // The owner's name, so new key results (owned by them by default) show it at once.
  const [owner, setOwner] = useState(objective?.owner ?? { id: user.id, name: user.name });

  const cycles = useCycleOptions();
  const teams = useTeamOptions();
  const pillars = usePillars();

  const levels: ObjectiveLevel[] = isAdmin ? [...OBJECTIVE_LEVELS] : allowedLevels(actor);
  // Editing keeps the current level visible even where a user could not create it.
  if (objective && !levels.includes(objective.level)) levels.push(objective.level);

  const cycleOptions = (cycles.data ?? [])
    .filter((cycle) => cycle.status !== 'closed' || cycle.id === values.cycleId)
    .map((cycle) => ({ value: cycle.id, label: cycle.name }));
  const teamOptions = (teams.data ?? []).filter(
    (team) => isAdmin || team.value === actor.teamId || team.value === values.teamId,
  );
  const setLevel = (level: ObjectiveLevel) => {
    form.setFieldValue('level', level);
    if (level !== 'company' && !values.teamId && actor.teamId)
      form.setFieldValue('teamId', actor.teamId);
    if (level === 'individual' && !isAdmin) form.setFieldValue('ownerId', actor.id);
  };
  const setAlignment = (alignment: Alignment) => {
    form.setFieldValue('alignment', alignment);
    form.setFieldValue(
      'parentObjectiveId',
      alignment === 'objective' ? values.parentObjectiveId : null,
    );
    form.setFieldValue('pillarId', alignment === 'pillar' ? values.pillarId : null);
    form.clearFieldError('parentObjectiveId');
    form.clearFieldError('pillarId');
  };

  // With key results the form is long: take the person to the first field to fix.
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const submit = form.onSubmit(async (formValues) => {
    setFormError(null);
    try {
      const toSave = approval.prepare(formValues);
      const { saved, summary } = await approval.afterSave(
        await save.mutateAsync(
          objective
            ? { id: objective.id, body: toObjectiveBody(toSave) }
            : { body: toObjectiveCreateBody(toSave) },
        ),
        objective ? 'Objetivo atualizado.' : 'Objetivo criado.',
      );
      showToast({ severity: 'success', summary });
      onSaved(saved);
    } catch (error) {
      setFormError(reportObjectiveError(form, error));
      focusFirstError();
    }
  }, focusFirstError);

  const knownOwner =
    values.ownerId === owner.id
      ? owner
      : values.ownerId === user.id
        ? { id: user.id, name: user.name }
        : null;
  const ownerLocked = !isAdmin && values.level === 'individual';
  const teamLocked = !isAdmin && values.level === 'team';

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <FormAlert message={formError} />
      <Stack gap="md">
        {!objective && <TemplateButton form={form} />}
        <TextInput
          label="Título"
          placeholder="Ex.: Tornar-se referência em atendimento"
          withAsterisk
          {...form.getInputProps('title')}
        />
        <Textarea
          label="Por que importa"
          placeholder="O que muda para a empresa quando este objetivo for atingido?"
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('description')}
        />
        <Select
          label="Ciclo"
          data={cycleOptions}
          withAsterisk
          allowDeselect={false}
          nothingFoundMessage="Nenhum ciclo aberto"
          {...form.getInputProps('cycleId')}
          onChange={(cycleId) => {
            form.setFieldValue('cycleId', cycleId);
            // An objective of another cycle cannot stay the parent.
            form.setFieldValue('parentObjectiveId', null);
          }}
        />
        <Radio.Group
          label="Nível"
          withAsterisk
          value={values.level}
          onChange={(level) => setLevel(level as ObjectiveLevel)}
          error={form.errors.level}
        >
          <Group gap="lg" mt={6}>
            {levels.map((level) => (
              <Radio key={level} value={level} label={objectiveLevelLabels[level]} />
            ))}
          </Group>
        </Radio.Group>
        {values.level !== 'company' && (
          <Select
            label="Time"
            data={teamOptions}
            withAsterisk={values.level === 'team'}
            clearable={values.level === 'individual'}
            searchable
            disabled={teamLocked && teamOptions.length <= 1}
            nothingFoundMessage="Nenhum time encontrado"
            {...form.getInputProps('teamId')}
          />
        )}
        <UserSelect
          label="Responsável"
          withAsterisk
          disabled={ownerLocked}
          initialUser={objective?.owner ?? { id: user.id, name: user.name }}
          {...form.getInputProps('ownerId')}
          onChange={(ownerId, option) => {
            form.setFieldValue('ownerId', ownerId);
            if (ownerId && option) setOwner({ id: ownerId, name: option.label });
          }}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="objective-alignment-label">
            Alinhamento
          </Text>
          <SegmentedControl
            aria-labelledby="objective-alignment-label"
            fullWidth
            value={values.alignment}
            onChange={(value) => setAlignment(value as Alignment)}
            data={[
              { value: 'none', label: 'Nenhum' },
              { value: 'objective', label: 'Objetivo superior' },
              { value: 'pillar', label: 'Pilar' },
            ]}
          />
          {values.alignment === 'objective' && (
            <ObjectiveParentSelect
              label="Objetivo superior"
              placeholder="Busque o objetivo ao qual este contribui"
              cycleId={values.cycleId}
              excludeId={objective?.id}
              initialParent={objective?.parentObjective ?? null}
              {...form.getInputProps('parentObjectiveId')}
            />
          )}
          {values.alignment === 'pillar' && (
            <Select
              label="Pilar estratégico"
              placeholder="Escolha o pilar"
              data={(pillars.data ?? []).map((pillar) => ({
                value: pillar.id,
                label: pillar.name,
              }))}
              nothingFoundMessage="Nenhum pilar cadastrado no Planejamento"
              {...form.getInputProps('pillarId')}
            />
          )}
        </Stack>
        {objective?.status !== 'closed' && !approval.viaApproval && (
          <Radio.Group label="Status" {...form.getInputProps('status')}>
            <Group gap="lg" mt={6}>
              <Radio value="draft" label="Rascunho" />
              <Radio value="active" label="Ativo" />
            </Group>
          </Radio.Group>
        )}
        <ObjectivePrivacyFields form={form} />
        {!objective && <ObjectiveFormKeyResults form={form} owner={knownOwner} />}
        <CoachPanel input={coachInputFrom(values, objective?.keyResults)} />
        {approval.viaApproval && !objective ? (
          approval.actions(onCancel, save.isPending)
        ) : (
          <FormActions
            onCancel={onCancel}
            loading={save.isPending}
            submitLabel={objective ? 'Salvar alterações' : 'Criar objetivo'}
            mt="sm"
          />
        )}
      </Stack>
    </form>
  );
}
