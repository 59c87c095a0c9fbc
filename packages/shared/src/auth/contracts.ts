import { z } from 'zod';
import {
  companyNameSchema,
  emailSchema,
  nameSchema,
  passwordSchema,
  phoneSchema,
  positionSchema,
  tokenSchema,
} from './fields';

export const USER_ROLES = ['admin', 'user'] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

export const USER_STATUSES = ['pending', 'active', 'disabled'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** The signed-in customer as spec §3 defines it (without the token). */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: userRoleSchema,
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  company: z.string(),
  id_team: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** Login answers the user together with the bearer token (spec §3). */
export const sessionUserSchema = userSchema.extend({ token: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const registerBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  company: companyNameSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const tokenBodySchema = z.object({ token: tokenSchema });
export type TokenBody = z.infer<typeof tokenBodySchema>;

/** Activation link body; an invitation link also carries the password the person chose. */
export const activateBodySchema = tokenBodySchema.extend({ password: passwordSchema.optional() });
export type ActivateBody = z.infer<typeof activateBodySchema>;

/** Who an invitation link is for, so the page greets the person before they choose a password. */
export const invitationPreviewSchema = z.object({
  name: z.string(),
  email: z.string(),
  company: z.string(),
  /** The admin who invited them; null when that person's account is gone. */
  inviterName: z.string().nullable(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** Accepting an invitation: the password is required, and the answer signs the person in. */
export const acceptInvitationBodySchema = z.object({
  token: tokenSchema,
  password: passwordSchema,
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Informe a senha.' }).min(1, 'Informe a senha.').max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({ token: tokenSchema, password: passwordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const updateProfileBodySchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  position: positionSchema,
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string({ error: 'Informe a senha atual.' }).min(1, 'Informe a senha atual.'),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
