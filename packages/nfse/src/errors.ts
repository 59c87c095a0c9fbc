/**
 * Every failure of an NFS-e client is one `NfseError`: an error answered by the provider
 * (`api`, with its code and message), a connection failure (`network`), no answer in time
 * (`timeout`) or a reply that could not be read (`invalid_response`).
 */
export type NfseErrorKind = 'api' | 'network' | 'timeout' | 'invalid_response';

export interface NfseErrorInit {
  kind: NfseErrorKind;
  /** HTTP status of the provider's reply; 0 when there was none. */
  status: number;
  /** The provider's error code (Focus: `nao_encontrado`, `requisicao_invalida`...). */
  code: string | null;
  /** The provider's message as sent (pt-BR at Focus). */
  providerMessage: string | null;
  cause?: unknown;
}

function describe(init: NfseErrorInit): string {
  if (init.kind === 'network') return 'Não foi possível conectar ao emissor de notas fiscais.';
  if (init.kind === 'timeout') return 'O emissor de notas fiscais não respondeu a tempo.';
  if (init.kind === 'invalid_response')
    return 'O emissor de notas fiscais respondeu algo ilegível.';
  return (
    init.providerMessage ?? `O emissor de notas fiscais recusou o pedido (HTTP ${init.status}).`
  );
}

export class NfseError extends Error {
  override readonly name = 'NfseError';
  readonly kind: NfseErrorKind;
  readonly status: number;
  readonly code: string | null;
  readonly providerMessage: string | null;

  constructor(init: NfseErrorInit) {
    super(describe(init), { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.providerMessage = init.providerMessage;
  }

  /** Worth retrying later: no answer, or the provider failed on its side (5xx, 429). */
  get transient(): boolean {
    return (
      this.kind === 'network' ||
      this.kind === 'timeout' ||
      this.status >= 500 ||
      this.status === 429
    );
  }
}
