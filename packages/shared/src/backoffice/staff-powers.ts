import {
  DEFAULT_STAFF_PERMISSIONS,
  STAFF_PERMISSIONS,
  type StaffPermissions,
  type StaffRole,
} from './auth';

/**
 * Who may manage which staff account (Usuários do Sistema, on top of the `users` flag). The
 * whole table is docs/staff-permissions.md; in short, nobody raises their own powers:
 * - nobody changes their own role or flags, nor resets their own password by the admin path;
 * - only admins create, promote, change or reset the password of admins, and only admins set
 *   flags by hand;
 * - everyone else manages only accounts of a role below their own, and never gives an account
 *   a flag they lack themselves (a role change gives the new role's default flags);
 * - a Visualizador writes nothing at all (the staff scope refuses its writes before any route).
 */
export const STAFF_ROLE_RANK: Record<StaffRole, number> = {
  viewer: 0,
  analyst: 1,
  manager: 2,
  admin: 3,
};

export interface StaffActor {
  id: string;
  role: StaffRole;
  permissions: StaffPermissions;
}

export interface StaffTarget {
  id: string;
  role: StaffRole;
}

export type StaffAccountRequest =
  | { kind: 'create'; role: StaffRole }
  | {
      kind: 'changeAccess';
      target: StaffTarget;
      /** The role after the change (the current one when unchanged). */
      role: StaffRole;
      /** The flags after the change. */
      permissions: StaffPermissions;
      /** Flags were sent by hand (not only a role change). */
      flagsGiven: boolean;
    }
  | { kind: 'deactivate' | 'reactivate' | 'resetPassword'; target: StaffTarget };

export const staffPowerMessages = {
  ownAccess: 'Você não pode alterar o próprio perfil nem as próprias permissões.',
  ownPasswordReset:
    'Você não pode redefinir a própria senha por aqui; use “Alterar senha” no menu do usuário.',
  adminOnly:
    'Só um administrador pode criar, promover, alterar ou redefinir a senha de um administrador.',
  flagsAdminOnly: 'Só um administrador pode conceder ou alterar permissões.',
  belowOwnRole: 'Você só pode gerenciar usuários de perfil abaixo do seu.',
  flagsBeyondOwn: 'Você não pode dar a outro usuário uma permissão que você não tem.',
} as const;
export type StaffPowerRefusal = keyof typeof staffPowerMessages;

const below = (role: StaffRole, actor: StaffActor) =>
  STAFF_ROLE_RANK[role] < STAFF_ROLE_RANK[actor.role];

const within = (permissions: StaffPermissions, actor: StaffActor) =>
  STAFF_PERMISSIONS.every((name) => !permissions[name] || actor.permissions[name]);

/** Why the actor may not make this request, or null when they may. */
export function staffPowerRefusal(
  actor: StaffActor,
  request: StaffAccountRequest,
): StaffPowerRefusal | null {
  if (request.kind !== 'create' && request.target.id === actor.id) {
    return request.kind === 'resetPassword' ? 'ownPasswordReset' : 'ownAccess';
  }
  if (actor.role === 'admin') return null;
  const role = request.kind === 'create' ? request.role : request.target.role;
  if (role === 'admin') return 'adminOnly';
  if (!below(role, actor)) return 'belowOwnRole';
  if (request.kind === 'create') {
    return within(DEFAULT_STAFF_PERMISSIONS[request.role], actor) ? null : 'flagsBeyondOwn';
  }
  if (request.kind !== 'changeAccess') return null;
  if (request.role === 'admin') return 'adminOnly';
  if (request.flagsGiven) return 'flagsAdminOnly';
  if (!below(request.role, actor)) return 'belowOwnRole';
  return within(request.permissions, actor) ? null : 'flagsBeyondOwn';
}
