import {
  Alert,
  Button,
  Group,
  Modal,
  PasswordInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type CreateStaffUserBody,
  createStaffUserBodySchema,
  DEFAULT_STAFF_PERMISSIONS,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  type StaffPermissions,
  type StaffRole,
  type StaffUser,
  staffRoleLabels,
} from '@rumo/shared/backoffice/auth';
import { STAFF_ROLE_RANK, staffPowerRefusal } from '@rumo/shared/backoffice/staff-powers';
import { reasonSchema, staffUserMessages } from '@rumo/shared/backoffice/staff-users';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-error';
import { schemaValidator } from '../../../lib/form-validation';
import { showToast } from '../../../lib/toasts';
import { PERMISSION_AREAS } from '../dashboard/dashboard-model';
import { useBackofficeSession } from '../session/backoffice-session-store';
import {
  useCreateStaffUser,
  useDeactivateStaffUser,
  useReactivateStaffUser,
  useUpdateStaffUser,
} from './staff-users-api';

export const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({
  value: role,
  label: staffRoleLabels[role],
}));

function validateReason(value: string): string | null {
  const parsed = reasonSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Informe o motivo.');
}

export function FailureAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      {errorMessage(error)}
    </Alert>
  );
}

/** "Novo usuário": name, e-mail, initial password and role. */
export function CreateStaffUserModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const create = useCreateStaffUser();
  const { user: me } = useBackofficeSession();
  // Only the roles the API lets this person create (below their own, unless admin).
  const roleOptions = ROLE_OPTIONS.filter(
    (option) => me && staffPowerRefusal(me, { kind: 'create', role: option.value }) === null,
  );
  const form = useForm<CreateStaffUserBody>({
    initialValues: { name: '', email: '', password: '', role: 'viewer' },
    validate: schemaValidator(createStaffUserBodySchema),
  });
  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Novo usuário do sistema" centered>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          create.mutate(values, {
            onSuccess: () => {
              showToast({ severity: 'success', summary: staffUserMessages.created });
              close();
            },
          }),
        )}
      >
        <Stack gap="sm">
          <TextInput label="Nome" required autoComplete="off" {...form.getInputProps('name')} />
          <TextInput
            label="E-mail"
            type="email"
            required
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Senha inicial"
            description="Combine-a com a pessoa por um canal seguro; no primeiro acesso ela escolherá a própria senha."
            required
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <Select
            label="Perfil"
            data={roleOptions}
            allowDeselect={false}
            required
            {...form.getInputProps('role')}
          />
          <Text size="sm" c="dimmed">
            As permissões começam com as do perfil; ajuste-as depois em “Perfil e permissões”.
          </Text>
          <FailureAlert error={create.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending}>
              Criar usuário
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface AccessValues {
  role: StaffRole;
  permissions: StaffPermissions;
  reason: string;
}

/** Role and the five permission flags, with the reason the audit log keeps. */
export function EditAccessModal({
  user,
  onClose,
}: {
  user: StaffUser | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="Perfil e permissões" centered>
      {user && <EditAccessForm key={user.id} user={user} onClose={onClose} />}
    </Modal>
  );
}

function EditAccessForm({ user, onClose }: { user: StaffUser; onClose: () => void }) {
  const update = useUpdateStaffUser();
  const { user: me } = useBackofficeSession();
  // Only an admin sets flags or gives any role; others give roles below their own, whose
  // default flags come with them.
  const setsFlags = me?.role === 'admin';
  const roleOptions = ROLE_OPTIONS.filter(
    (option) =>
      setsFlags ||
      option.value === user.role ||
      (me !== null && STAFF_ROLE_RANK[option.value] < STAFF_ROLE_RANK[me.role]),
  );
  const form = useForm<AccessValues>({
    initialValues: { role: user.role, permissions: { ...user.permissions }, reason: '' },
    validate: { reason: validateReason },
  });
  const unchanged =
    form.values.role === user.role &&
    STAFF_PERMISSIONS.every((flag) => form.values.permissions[flag] === user.permissions[flag]);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        update.mutate(
          {
            id: user.id,
            body: {
              ...(values.role !== user.role ? { role: values.role } : {}),
              ...(setsFlags ? { permissions: values.permissions } : {}),
              reason: values.reason.trim(),
            },
          },
          {
            onSuccess: () => {
              showToast({ severity: 'success', summary: staffUserMessages.updated });
              onClose();
            },
          },
        ),
      )}
    >
      <Stack gap="sm">
        <Text size="sm">
          {user.name} · {user.email}
        </Text>
        <Select
          label="Perfil"
          data={roleOptions}
          allowDeselect={false}
          value={form.values.role}
          onChange={(value) => {
            if (!value) return;
            const role = value as StaffRole;
            form.setFieldValue('role', role);
            form.setFieldValue('permissions', { ...DEFAULT_STAFF_PERMISSIONS[role] });
          }}
        />
        <Stack gap="xs" role="group" aria-label="Permissões">
          <Text size="sm" fw={500}>
            Permissões
          </Text>
          {!setsFlags && (
            <Text size="xs" c="dimmed">
              Só um administrador altera permissões; um novo perfil traz as permissões padrão dele.
            </Text>
          )}
          {STAFF_PERMISSIONS.map((flag) => (
            <Switch
              key={flag}
              disabled={!setsFlags}
              label={PERMISSION_AREAS[flag].label}
              description={PERMISSION_AREAS[flag].description}
              checked={form.values.permissions[flag]}
              onChange={(event) =>
                form.setFieldValue(`permissions.${flag}`, event.currentTarget.checked)
              }
            />
          ))}
        </Stack>
        <Textarea
          label="Motivo"
          description="Fica registrado no log de auditoria."
          required
          autosize
          minRows={2}
          {...form.getInputProps('reason')}
        />
        <FailureAlert error={update.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={update.isPending} disabled={unchanged}>
            Salvar alterações
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Deactivation: a reason, then an explicit confirmation. */
export function DeactivateStaffUserModal({
  user,
  onClose,
}: {
  user: StaffUser | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="Desativar usuário do sistema" centered>
      {user && <DeactivateForm key={user.id} user={user} onClose={onClose} />}
    </Modal>
  );
}

function DeactivateForm({ user, onClose }: { user: StaffUser; onClose: () => void }) {
  const deactivate = useDeactivateStaffUser();
  const form = useForm({ initialValues: { reason: '' }, validate: { reason: validateReason } });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ reason }) =>
        deactivate.mutate(
          { id: user.id, reason: reason.trim() },
          {
            onSuccess: () => {
              showToast({ severity: 'success', summary: staffUserMessages.deactivated });
              onClose();
            },
          },
        ),
      )}
    >
      <Stack gap="sm">
        <Text size="sm">
          <strong>{user.name}</strong> perde o acesso ao backoffice e suas sessões são encerradas.
          Você pode reativá-lo depois.
        </Text>
        <Textarea
          label="Motivo"
          description="Fica registrado no log de auditoria."
          required
          autosize
          minRows={2}
          {...form.getInputProps('reason')}
        />
        <FailureAlert error={deactivate.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" color="red" loading={deactivate.isPending}>
            Desativar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ReactivateStaffUserModal({
  user,
  onClose,
}: {
  user: StaffUser | null;
  onClose: () => void;
}) {
  const reactivate = useReactivateStaffUser();
  const close = () => {
    reactivate.reset();
    onClose();
  };
  return (
    <Modal opened={user !== null} onClose={close} title="Reativar usuário do sistema" centered>
      {user && (
        <Stack gap="sm">
          <Text size="sm">
            <strong>{user.name}</strong> volta a entrar no backoffice com o perfil{' '}
            {staffRoleLabels[user.role]} e as permissões que tinha.
          </Text>
          <FailureAlert error={reactivate.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button
              loading={reactivate.isPending}
              onClick={() =>
                reactivate.mutate(
                  { id: user.id },
                  {
                    onSuccess: () => {
                      showToast({ severity: 'success', summary: staffUserMessages.reactivated });
                      close();
                    },
                  },
                )
              }
            >
              Reativar
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
