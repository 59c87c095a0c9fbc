import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  COMPANY_DELETION_GRACE_DAYS,
  companyDeletionBodySchema,
} from '@rumo/shared/privacy/contracts';
import { privacyMessages } from '@rumo/shared/privacy/messages';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { applyApiErrors } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/form-validation';
import { showToast } from '../../../lib/toasts';
import { useScheduleCompanyDeletion } from '../api/company-deletion';

const comparable = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');

interface Props {
  opened: boolean;
  onClose: () => void;
  companyName: string;
}

/** The typed confirmation: the button only works once the company's name is typed. */
export function CompanyDeletionModal({ opened, onClose, companyName }: Props) {
  const schedule = useScheduleCompanyDeletion();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { companyName: '' },
    validate: schemaValidator(companyDeletionBodySchema),
  });
  const typedRight = comparable(form.values.companyName) === comparable(companyName);

  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };
  const submit = form.onSubmit((values) => {
    setFormError(null);
    schedule.mutate(values, {
      onSuccess: () => {
        showToast({ severity: 'warn', summary: privacyMessages.deletionScheduled });
        close();
      },
      onError: (error) => setFormError(applyApiErrors(form, error, ['companyName'])),
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={`Excluir a empresa ${companyName}?`} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            Em {COMPANY_DELETION_GRACE_DAYS} dias todos os dados da empresa serão apagados de forma
            definitiva. Os administradores recebem um e-mail agora e podem desfazer a exclusão até
            lá.
          </Text>
          <FormAlert message={formError} />
          <TextInput
            label={`Digite "${companyName}" para confirmar`}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('companyName')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" color="red.9" disabled={!typedRight} loading={schedule.isPending}>
              Excluir empresa
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
