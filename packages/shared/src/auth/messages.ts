/** pt-BR messages of the accounts API, shared so the web and tests use the same words. */
export const authMessages = {
  invalidCredentials: 'E-mail ou senha inválidos.',
  accountPending:
    'Sua conta ainda não foi ativada. Verifique seu e-mail e clique no link de ativação.',
  accountDisabled: 'Sua conta está desativada. Fale com o administrador da sua empresa.',
  emailTaken: 'Já existe uma conta com este e-mail.',
  registered: 'Conta criada. Enviamos um e-mail com o link de ativação.',
  activated: 'Conta ativada com sucesso. Você já pode entrar.',
  invalidToken: 'Este link é inválido ou já foi usado. Solicite um novo.',
  expiredToken: 'Este link expirou. Solicite um novo.',
  resetRequested: 'Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.',
  passwordReset: 'Senha redefinida com sucesso. Entre com a nova senha.',
  passwordChanged: 'Senha alterada com sucesso.',
  wrongCurrentPassword: 'A senha atual está incorreta.',
  loggedOut: 'Você saiu da sua conta.',
  avatarInvalidType: 'Envie uma imagem PNG, JPEG ou WebP.',
  avatarTooLarge: 'A imagem deve ter no máximo 2 MB.',
  avatarMissing: 'Selecione uma imagem para enviar.',
} as const;
