import type { SimMessage } from './validation.js';

export type SimStatus =
  | 'processando_autorizacao'
  | 'autorizado'
  | 'erro_autorizacao'
  | 'cancelado'
  | 'erro_cancelamento';

/** `nacional`: sent to `/v2/nfsen` (the DPS); absent: the municipal `/v2/nfse`. */
export type SimLayout = 'municipal' | 'nacional';

/** One nota as the simulator keeps it: what was sent, and what the municipality answered. */
export interface SimNota {
  ref: string;
  layout?: 'nacional';
  status: SimStatus;
  body: Record<string, unknown>;
  numeroRps: number;
  numero: string | null;
  codigoVerificacao: string | null;
  dataEmissao: string | null;
  erros: SimMessage[];
  justificativa: string | null;
  /** A refusal the control route asked for, answered when the municipality settles. */
  failure: SimMessage | null;
}

/** A registered gatilho (`POST /v2/hooks`). */
export interface SimHook {
  id: string;
  /** `nfse` or `nfsen` notas only; absent or null: both (the hook given in the options). */
  event?: 'nfse' | 'nfsen' | null;
  cnpj: string | null;
  url: string;
  authorization: string | null;
  authorizationHeader: string | null;
}

export interface SimState {
  notas: Map<string, SimNota>;
  hooks: SimHook[];
  nextNumero: number;
  nextRps: number;
  /** Set by the control route: the next issue is refused with this message. */
  failNext: SimMessage | null;
}

export function createState(): SimState {
  return { notas: new Map(), hooks: [], nextNumero: 1, nextRps: 1, failNext: null };
}

export const layoutOf = (nota: SimNota): SimLayout => nota.layout ?? 'municipal';

/** The provider's CNPJ, wherever the nota's layout puts it. */
export function prestadorCnpj(nota: SimNota): string {
  if (layoutOf(nota) === 'nacional') return String(nota.body.cnpj_prestador ?? '');
  return String((nota.body.prestador as Record<string, unknown> | undefined)?.cnpj ?? '');
}

/** The national portal's public query of a nota by its key, as Focus's `url` gives it. */
const NATIONAL_PORTAL = 'https://www.nfse.gov.br/consultapublica/?tpc=1&chave=';

/**
 * The nota's JSON as Focus answers it (GET, DELETE, webhooks); `prefix` is where files are
 * served. The national nota's `codigo_verificacao` is its 50-digit chave de acesso and its
 * `url` the national portal's page, as Focus documents them.
 */
export function notaView(nota: SimNota, prefix: string): Record<string, unknown> {
  const nacional = layoutOf(nota) === 'nacional';
  const view: Record<string, unknown> = {
    cnpj_prestador: prestadorCnpj(nota),
    ref: nota.ref,
    numero_rps: String(nota.numeroRps),
    serie_rps: '1',
    tipo_rps: nacional ? '1' : 'RPS',
    status: nota.status,
  };
  if (nota.numero) {
    const files = `${prefix}/arquivos/${encodeURIComponent(nota.ref)}`;
    Object.assign(view, {
      numero: nota.numero,
      codigo_verificacao: nota.codigoVerificacao,
      data_emissao: nota.dataEmissao,
      url: nacional ? `${NATIONAL_PORTAL}${nota.codigoVerificacao}` : `${files}/danfse.pdf`,
      url_danfse: `${files}/danfse.pdf`,
      caminho_xml_nota_fiscal: `${files}/nfse.xml`,
    });
  }
  if (nota.status === 'cancelado') {
    view.caminho_xml_cancelamento = `${prefix}/arquivos/${encodeURIComponent(nota.ref)}/cancelamento.xml`;
  }
  if (nota.erros.length > 0) view.erros = nota.erros;
  return view;
}
