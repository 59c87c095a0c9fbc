/** Why writes are refused while a company is read-only (HTTP 402). */
export const READ_ONLY_REASONS = [
  'trial_ended',
  'payment_overdue',
  'canceled',
  'payment_pending',
] as const;
export type ReadOnlyReason = (typeof READ_ONLY_REASONS)[number];

export const billingMessages = {
  readOnly: {
    trial_ended:
      'Seu período de teste terminou. A conta está em modo somente leitura: assine um plano em Configurações › Assinatura para voltar a editar.',
    payment_overdue:
      'O pagamento da assinatura está em atraso. A conta está em modo somente leitura até a regularização em Configurações › Assinatura.',
    canceled:
      'A assinatura foi encerrada. A conta está em modo somente leitura: assine um plano em Configurações › Assinatura para voltar a editar.',
    payment_pending:
      'Aguardando o pagamento do primeiro boleto. A conta fica em modo somente leitura até a confirmação do pagamento, que pode levar até 3 dias úteis (pelo Pix, alguns minutos).',
  } satisfies Record<ReadOnlyReason, string>,
  planUserLimit: (limit: number) =>
    `Seu plano permite até ${limit} usuários ativos. Mude de plano em Configurações › Assinatura para adicionar mais pessoas.`,
  planTooSmall: (users: number, limit: number) =>
    `Sua empresa tem ${users} usuários ativos e este plano permite até ${limit}. Desative usuários ou escolha um plano maior.`,
  emailTaken:
    'Já existe uma conta com este e-mail. Entre no Rumo e assine pela sua empresa em Configurações › Assinatura.',
  checkoutInProgress: 'Seu pagamento já está sendo processado. Aguarde alguns segundos.',
  providerUnavailable:
    'Não foi possível falar com a operadora de pagamento. Tente novamente em instantes.',
  planUnavailable: 'Este plano não está mais disponível. Escolha outro plano.',
  planNotOnSale: 'Este plano ainda não está disponível para contratação. Escolha outro plano.',
  alreadySubscribed:
    'Sua empresa já tem uma assinatura ativa. Gerencie-a em Configurações › Assinatura.',
  cardRefusedFallback:
    'O pagamento não foi aprovado. Confira os dados do cartão ou use outro cartão.',
  noSubscription: 'Sua empresa ainda não tem uma assinatura. Escolha um plano para assinar.',
  notCancelable: 'Esta assinatura não pode ser cancelada agora.',
  nothingToUndo: 'Não há cancelamento agendado para desfazer.',
  nothingToPay: 'Não há cobrança pendente para pagar.',
  payNowBoleto:
    'A cobrança em atraso é um boleto e não pode ser paga com cartão. Pague o boleto em aberto (ou o Pix dele), aqui na aba Assinatura; depois dele, você pode trocar a forma de pagamento para cartão.',
  samePlan: 'Sua empresa já está neste plano.',
  planChangeWhileCanceling:
    'A assinatura tem um cancelamento agendado. Desfaça o cancelamento para mudar de plano.',
  planChanged: 'Plano alterado. O novo valor vale a partir da próxima cobrança.',
  planChangeUndone: 'Mudança de plano desfeita. Sua empresa continua no plano atual.',
  cardUpdated: 'Cartão atualizado. As próximas cobranças usarão o novo cartão.',
  cancelScheduled:
    'Cancelamento agendado. Sua empresa continua com acesso até o fim do período pago.',
  cancelUndone: 'Cancelamento desfeito. Sua assinatura continua normalmente.',
  paymentRetried: 'Pagamento enviado. Assim que a operadora confirmar, o acesso completo volta.',
  // PUT /api/billing/payment-method: a switch between card and boleto from the next charge on.
  samePaymentMethod: 'Sua assinatura já usa esta forma de pagamento.',
  methodChangeWhileCanceling:
    'A assinatura tem um cancelamento agendado. Desfaça o cancelamento para trocar a forma de pagamento.',
  methodChangeWhileOverdue:
    'Há um pagamento em atraso. Regularize-o antes de trocar a forma de pagamento.',
  methodChangeUnavailable:
    'A forma de pagamento só pode ser trocada com a assinatura ativa e uma próxima cobrança agendada.',
  methodChangeWhileBoletoOpen:
    'Já há um boleto emitido para a próxima cobrança. Pague esse boleto e troque a forma de pagamento depois dele.',
  methodChangedMeanwhile:
    'A forma de pagamento acabou de ser alterada por outra pessoa. Atualize a página para ver como ficou.',
  methodChangedToCard: (day: string) =>
    `Forma de pagamento alterada. A partir da próxima cobrança, em ${day}, cobraremos no cartão.`,
  methodChangedToBoleto: (day: string) =>
    `Forma de pagamento alterada. A partir da próxima cobrança, em ${day}, você paga por boleto ou Pix. O boleto já está abaixo e também chega por e-mail antes do vencimento.`,
} as const;
