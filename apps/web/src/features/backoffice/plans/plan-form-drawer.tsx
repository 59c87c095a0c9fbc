import {
  ActionIcon,
  Button,
  Drawer,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { StaffPlan } from '@rumo/shared/backoffice/billing/plans';
import { BILLING_INTERVALS, billingIntervalLabels } from '@rumo/shared/billing/plans';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { reportSubmitError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import {
  EMPTY_PLAN_FORM,
  formValuesToBody,
  PLAN_FORM_FIELDS,
  type PlanFormValues,
  planToFormValues,
  validatePlanForm,
} from './plan-form';
import { useSavePlan } from './plans-api';

const MAX_FEATURES = 20;

interface PlanFormDrawerProps {
  opened: boolean;
  /** The plan being edited, or null to create one. */
  plan: StaffPlan | null;
  onClose: () => void;
}

/** Create or edit a plan (manager and admin); validated with the shared contract. */
export function PlanFormDrawer({ opened, plan, onClose }: PlanFormDrawerProps) {
  const save = useSavePlan();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PlanFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_PLAN_FORM,
    validate: validatePlanForm,
  });
  const { setValues, resetDirty, clearErrors } = form;

  // Each opening starts from the plan (or a blank form).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets the form
  useEffect(() => {
    if (!opened) return;
    const values = plan ? planToFormValues(plan) : EMPTY_PLAN_FORM;
    setValues(values);
    resetDirty(values);
    clearErrors();
    setFailure(null);
  }, [opened, plan?.id]);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    save.mutate(
      { id: plan?.id ?? null, body: formValuesToBody(values) },
      {
        onSuccess: (saved) => {
          showToast({
            severity: 'success',
            summary: plan ? 'Plano alterado' : 'Plano criado',
            detail: plan
              ? `As alterações de ${saved.name} foram salvas.`
              : `${saved.name} foi criado. Crie-o na Efí para poder vendê-lo.`,
          });
          onClose();
        },
        onError: (error) =>
          setFailure(
            reportSubmitError(
              form,
              error,
              PLAN_FORM_FIELDS,
              plan ? 'Erro ao alterar o plano' : 'Erro ao criar o plano',
            ),
          ),
      },
    );
  });

  const features = form.values.features;
  const title = plan ? `Editar plano ${plan.name}` : 'Novo plano';

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{title}</Text>}
      position="right"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <FormAlert message={failure} />
        <Stack gap="md">
          <TextInput label="Nome" required maxLength={80} {...form.getInputProps('name')} />
          <Textarea
            label="Descrição"
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('description')}
          />
          <Group grow align="flex-start">
            <NumberInput
              label="Preço"
              required
              prefix="R$ "
              decimalSeparator=","
              thousandSeparator="."
              decimalScale={2}
              fixedDecimalScale
              min={0}
              allowNegative={false}
              hideControls
              description="Valor cobrado por período"
              {...form.getInputProps('price')}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="plan-interval-label">
                Periodicidade
              </Text>
              <SegmentedControl
                aria-labelledby="plan-interval-label"
                data={BILLING_INTERVALS.map((value) => ({
                  value,
                  label: billingIntervalLabels[value],
                }))}
                {...form.getInputProps('interval')}
              />
              {form.errors.interval && (
                <Text size="xs" c="red">
                  {form.errors.interval}
                </Text>
              )}
            </Stack>
          </Group>
          <Group grow align="flex-start">
            <NumberInput
              label="Limite de usuários"
              required
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('userLimit')}
            />
            <NumberInput
              label="Dias de teste"
              min={0}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('trialDays')}
            />
            <NumberInput
              label="Ordem de exibição"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('displayOrder')}
            />
          </Group>
          <Switch
            label="Plano em destaque"
            description="Aparece marcado como recomendado em /planos"
            {...form.getInputProps('highlighted', { type: 'checkbox' })}
          />

          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" size="sm" fw={500} mb={4}>
              Recursos incluídos
            </Text>
            <Stack gap="xs">
              {features.length === 0 && (
                <Text size="sm" c="dimmed">
                  Nenhum recurso listado.
                </Text>
              )}
              {features.map((_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
                <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
                  <TextInput
                    style={{ flex: 1 }}
                    aria-label={`Recurso ${index + 1}`}
                    maxLength={120}
                    {...form.getInputProps(`features.${index}`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remover recurso ${index + 1}`}
                    onClick={() => form.removeListItem('features', index)}
                  >
                    <IconTrash size={17} />
                  </ActionIcon>
                </Group>
              ))}
              {typeof form.errors.features === 'string' && (
                <Text size="xs" c="red">
                  {form.errors.features}
                </Text>
              )}
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={15} />}
                disabled={features.length >= MAX_FEATURES}
                onClick={() => form.insertListItem('features', '')}
                style={{ alignSelf: 'flex-start' }}
              >
                Adicionar recurso
              </Button>
            </Stack>
          </fieldset>
        </Stack>
        <FormActions
          mt="xl"
          onCancel={onClose}
          loading={save.isPending}
          submitLabel={plan ? 'Salvar alterações' : 'Criar plano'}
        />
      </form>
    </Drawer>
  );
}
