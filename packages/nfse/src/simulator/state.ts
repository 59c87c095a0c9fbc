import type { SimMessage } from './validation.js';

export type SimStatus =
  | 'processando_autorizacao'
  | 'autorizado'
  | 'erro_autorizacao'
  | 'cancelado'
  | 'erro_cancelamento';

/** One nota as the simulator keeps it: what was sent, and what the municipality answered. */
export interface SimNota {
  ref: string;
  status: SimStatus;
  body: Record<string, unknown>;
  numeroRps: number;
  numero: string | null;
  codigoVerificacao: string | null;
  dataEmissao: string | null;
  erros: SimMessage[];
  justificativa: string | null;
}

/** A registered gatilho (`POST /v2/hooks`). */
export interface SimHook {
  id: string;
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

/** The nota's JSON as Focus answers it (GET, DELETE, webhooks); `prefix` is where files are served. */
export function notaView(nota: SimNota, prefix: string): Record<string, unknown> {
  const prestador = nota.body.prestador as Record<string, unknown> | undefined;
  const view: Record<string, unknown> = {
    cnpj_prestador: String(prestador?.cnpj ?? ''),
    ref: nota.ref,
    numero_rps: String(nota.numeroRps),
    serie_rps: '1',
    tipo_rps: 'RPS',
    status: nota.status,
  };
  if (nota.numero) {
    const files = `${prefix}/arquivos/${encodeURIComponent(nota.ref)}`;
    Object.assign(view, {
      numero: nota.numero,
      codigo_verificacao: nota.codigoVerificacao,
      data_emissao: nota.dataEmissao,
      url: `${files}/danfse.pdf`,
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
