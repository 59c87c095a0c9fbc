import { Badge, Button, Card, Group, Stack, TagsInput, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type StrategicPlan,
  type StrategicPlanBody,
  strategicPlanBodySchema,
} from '@rumo/shared/planning/contracts';
import { IconPencil } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { reportSubmitError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useSaveStrategicPlan } from '../api/use-strategic-plan';

type PlanValues = { mission: string; vision: string; values: string[] };

function Statement({ label, text, empty }: { label: string; text: string | null; empty: string }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      {text ? (
        <Text style={{ whiteSpace: 'pre-line' }}>{text}</Text>
      ) : (
        <Text c="dimmed" fs="italic" size="sm">
          {empty}
        </Text>
      )}
    </Stack>
  );
}

function PlanForm({ plan, onDone }: { plan: StrategicPlan; onDone: () => void }) {
  const save = useSaveStrategicPlan();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PlanValues>({
    mode: 'controlled',
    initialValues: { mission: plan.mission ?? '', vision: plan.vision ?? '', values: plan.values },
    validate: zod4Resolver(strategicPlanBodySchema, { errorPriority: 'first' }),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(values satisfies StrategicPlanBody);
      showToast({ severity: 'success', summary: 'Planejamento salvo.' });
      onDone();
    } catch (error) {
      setFormError(
        reportSubmitError(form, error, ['mission', 'vision', 'values'], 'Não foi possível salvar'),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormAlert message={formError} />
      <Stack gap="md">
        <Textarea label="Missão" autosize minRows={2} {...form.getInputProps('mission')} />
        <Textarea label="Visão" autosize minRows={2} {...form.getInputProps('vision')} />
        <TagsInput
          label="Valores"
          description="Digite um valor e tecle Enter"
          placeholder="Ex.: Transparência"
          maxTags={20}
          splitChars={[',', ';']}
          clearable
          {...form.getInputProps('values')}
        />
        <FormActions onCancel={onDone} loading={save.isPending} submitLabel="Salvar planejamento" />
      </Stack>
    </form>
  );
}

/** Mission, vision and values: read by everyone, edited in place by admins. */
export function StrategicPlanCard({ plan, canEdit }: { plan: StrategicPlan; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="plan-title">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg" id="plan-title">
          Identidade estratégica
        </Title>
        {canEdit && !editing && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={14} />}
            onClick={() => setEditing(true)}
          >
            Editar missão, visão e valores
          </Button>
        )}
      </Group>
      {editing ? (
        <PlanForm plan={plan} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap="lg">
          <Statement
            label="Missão"
            text={plan.mission}
            empty={
              canEdit ? 'Defina a missão: por que a empresa existe.' : 'Missão ainda não definida.'
            }
          />
          <Statement
            label="Visão"
            text={plan.vision}
            empty={
              canEdit ? 'Defina a visão: aonde a empresa quer chegar.' : 'Visão ainda não definida.'
            }
          />
          <Stack gap={6}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              Valores
            </Text>
            {plan.values.length > 0 ? (
              <Group gap="xs">
                {plan.values.map((value) => (
                  <Badge key={value} size="lg" variant="light" radius="xl" tt="none" fw={500}>
                    {value}
                  </Badge>
                ))}
              </Group>
            ) : (
              <Text c="dimmed" fs="italic" size="sm">
                {canEdit
                  ? 'Liste os valores que guiam as decisões.'
                  : 'Valores ainda não definidos.'}
              </Text>
            )}
          </Stack>
        </Stack>
      )}
    </Card>
  );
}
