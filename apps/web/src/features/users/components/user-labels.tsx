import { Badge } from '@mantine/core';
import type { UserRole, UserStatus } from '@rumo/shared/auth/contracts';

export const roleLabels: Record<UserRole, string> = {
  admin: 'Administrador',
  user: 'Usuário',
};

export const statusLabels: Record<UserStatus, string> = {
  active: 'Ativo',
  pending: 'Pendente',
  disabled: 'Desativado',
};

const statusColors: Record<UserStatus, string> = {
  active: 'green',
  pending: 'yellow',
  disabled: 'gray',
};

export const roleOptions = (Object.keys(roleLabels) as UserRole[]).map((value) => ({
  value,
  label: roleLabels[value],
}));

export const statusOptions = (['active', 'pending', 'disabled'] as const).map((value) => ({
  value,
  label: statusLabels[value],
}));

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge variant="light" color={statusColors[status]} size="sm">
      {statusLabels[status]}
    </Badge>
  );
}

export function UserRoleBadge({ role }: { role: UserRole }) {
  return (
    <Badge variant={role === 'admin' ? 'filled' : 'outline'} color="indigo" size="sm">
      {roleLabels[role]}
    </Badge>
  );
}
