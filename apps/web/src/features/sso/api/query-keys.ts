/** React Query keys of Configurações › Segurança. */
export const ssoKeys = {
  all: ['sso'] as const,
  signIns: (page: number) => ['sso', 'sign-ins', page] as const,
  providers: ['sso', 'providers'] as const,
};
