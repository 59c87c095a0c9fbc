/**
 * Every failure of the Efí client is one `EfiError`: an error answered by Efí (`api`), a
 * connection failure (`network`), no answer in time (`timeout`) or a reply we could not read
 * (`invalid_response`). `message` is pt-BR and safe to show to a buyer.
 */
export type EfiErrorKind = 'api' | 'network' | 'timeout' | 'invalid_response';

export interface EfiErrorInit {
  kind: EfiErrorKind;
  /** HTTP status of Efí's reply; 0 when there was none. */
  status: number;
  /** Efí's numeric code (e.g. 3500034); null when Efí sent none. */
  code: number | null;
  /** Efí's `error` name (e.g. `validation_error`); null when absent. */
  error: string | null;
  /** Efí's `error_description` text as sent (usually pt-BR already). */
  description: string | null;
  /** The offending property (`/payment/credit_card/customer/cpf`) of a validation error. */
  property: string | null;
  cause?: unknown;
}

export class EfiError extends Error {
  override readonly name = 'EfiError';
  readonly kind: EfiErrorKind;
  readonly status: number;
  readonly code: number | null;
  readonly error: string | null;
  readonly description: string | null;
  readonly property: string | null;

  constructor(init: EfiErrorInit) {
    super(efiErrorMessage(init), { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.error = init.error;
    this.description = init.description;
    this.property = init.property;
  }

  /** Worth retrying later: no answer, or a server-side failure at Efí. */
  get transient(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || this.status >= 500;
  }
}

/** pt-BR messages for the codes we meet in billing (efi-pay.md §1.7). */
const CODE_MESSAGES: Record<number, string> = {
  3500000: 'Erro interno na Efí. Tente novamente em instantes.',
  3500001: 'A aplicação não tem permissão para usar a API de Cobranças da Efí.',
  3500008: 'Acesso não autorizado pela Efí.',
  3500010: 'Registro não encontrado na Efí.',
  3500018: 'Este cartão já foi usado em outra transação. Informe os dados do cartão novamente.',
  3500021: 'Assinaturas não podem ser parceladas.',
  3500030: 'Esta cobrança já tem uma forma de pagamento.',
  3500032: 'O plano não pode ser removido porque já tem transações.',
  3500040: 'Somente assinaturas novas ou ativas podem ser canceladas.',
  3500041: 'O número de cobranças do plano deve ser 2 ou mais.',
  3500043: 'Esta cobrança não pode ser cancelada no status atual.',
  3500044: 'Esta cobrança não pode ser paga no status atual.',
  3500067: 'Esta assinatura não pode ser paga no status atual.',
  3500049: 'Limite diário de chamadas à Efí atingido. Tente novamente mais tarde.',
  3500055: 'Limite diário de chamadas à Efí atingido. Tente novamente mais tarde.',
  4600036: 'O valor mínimo de uma cobrança é R$ 5,00.',
  4600210: 'Não é possível emitir três cobranças idênticas.',
  4600222: 'O pagador e o recebedor não podem ser a mesma pessoa.',
};

/** Codes whose detail (the property and Efí's text) is the useful part. */
const VALIDATION_CODES = new Set([3500023, 3500034, 3500037]);

const KIND_MESSAGES: Record<Exclude<EfiErrorKind, 'api'>, string> = {
  network: 'Não foi possível conectar à Efí. Tente novamente em instantes.',
  timeout: 'A Efí demorou demais para responder. Tente novamente em instantes.',
  invalid_response: 'A Efí respondeu em um formato inesperado. Tente novamente em instantes.',
};

export function efiErrorMessage(init: Omit<EfiErrorInit, 'kind'> & { kind: EfiErrorKind }): string {
  if (init.kind !== 'api') return KIND_MESSAGES[init.kind];
  if (init.code !== null && VALIDATION_CODES.has(init.code)) {
    const detail = init.description ?? 'dados inválidos';
    return init.property ? `Dados inválidos em ${init.property}: ${detail}` : detail;
  }
  const known = init.code === null ? undefined : CODE_MESSAGES[init.code];
  if (known) return known;
  if (init.status === 401) return 'Credenciais da Efí inválidas ou inativas.';
  if (init.status >= 500) return CODE_MESSAGES[3500000] as string;
  return init.description ?? `A Efí recusou a operação (HTTP ${init.status}).`;
}
