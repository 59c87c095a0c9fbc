import { z } from 'zod';
import { onlyDigits } from '../documents.js';
import type { NfseRequest, NfseResult, NfseStatus } from '../provider.js';

/**
 * Focus NFe's municipal NFS-e layout (`/v2/nfse`), field names exactly as Focus documents them:
 * LC 116 items ("1.05") and municipal tax codes. The national layout (`/v2/nfsen`) is in
 * nacional.ts; both answer the notas in the shape `focusNotaSchema` reads.
 */
export interface FocusNfseBody {
  data_emissao: string;
  natureza_operacao: number;
  optante_simples_nacional: boolean;
  regime_especial_tributacao?: number;
  prestador: { cnpj: string; inscricao_municipal: string; codigo_municipio: string };
  tomador: {
    cpf?: string;
    cnpj?: string;
    razao_social: string;
    email: string;
    endereco: {
      logradouro: string;
      numero: string;
      complemento?: string;
      bairro: string;
      codigo_municipio?: string;
      uf: string;
      cep: string;
    };
  };
  servico: {
    aliquota: number;
    discriminacao: string;
    iss_retido: boolean;
    item_lista_servico: string;
    codigo_tributario_municipio?: string;
    valor_servicos: number;
  };
}

/** Focus's statuses of an NFS-e (`erro_cancelamento`: the cancellation was refused). */
export const FOCUS_STATUSES = [
  'processando_autorizacao',
  'autorizado',
  'erro_autorizacao',
  'cancelado',
  'erro_cancelamento',
] as const;
export type FocusStatus = (typeof FOCUS_STATUSES)[number];

const focusMessageSchema = z.object({
  codigo: z.string().nullish(),
  mensagem: z.string().nullish(),
  correcao: z.string().nullish(),
});

/** What `GET /v2/nfse/REF`, `DELETE` and the webhooks (gatilhos) answer. */
export const focusNotaSchema = z.object({
  ref: z.string(),
  status: z.enum(FOCUS_STATUSES),
  cnpj_prestador: z.string().nullish(),
  numero_rps: z.union([z.string(), z.number()]).nullish(),
  serie_rps: z.string().nullish(),
  numero: z.union([z.string(), z.number()]).nullish(),
  codigo_verificacao: z.string().nullish(),
  data_emissao: z.string().nullish(),
  url: z.string().nullish(),
  url_danfse: z.string().nullish(),
  caminho_xml_nota_fiscal: z.string().nullish(),
  caminho_xml_cancelamento: z.string().nullish(),
  erros: z.array(focusMessageSchema).nullish(),
  mensagem_sefaz: z.string().nullish(),
});
export type FocusNota = z.infer<typeof focusNotaSchema>;

/** Focus's error body: `{ codigo, mensagem }` (plus `erros` on some validation errors). */
export const focusErrorSchema = z.object({
  codigo: z.string().nullish(),
  mensagem: z.string().nullish(),
  erros: z.array(focusMessageSchema).nullish(),
});

const reais = (cents: number) => Math.round(cents) / 100;

/** Rumo's request in Focus's JSON. */
export function toFocusBody(request: NfseRequest): FocusNfseBody {
  const { issuer, recipient, service } = request;
  const document = onlyDigits(recipient.document);
  const address = recipient.address;
  return {
    data_emissao: request.issueDate,
    // 1: tributação no município (the provider's own municipality).
    natureza_operacao: 1,
    optante_simples_nacional: issuer.simplesNacional,
    ...(issuer.regimeEspecialTributacao === undefined
      ? {}
      : { regime_especial_tributacao: issuer.regimeEspecialTributacao }),
    prestador: {
      cnpj: onlyDigits(issuer.cnpj),
      inscricao_municipal: issuer.inscricaoMunicipal,
      codigo_municipio: issuer.municipioIbge,
    },
    tomador: {
      ...(document.length === 14 ? { cnpj: document } : { cpf: document }),
      razao_social: recipient.name,
      email: recipient.email,
      endereco: {
        logradouro: address.street,
        numero: address.number,
        ...(address.complement ? { complemento: address.complement } : {}),
        bairro: address.neighborhood,
        ...(address.municipioIbge ? { codigo_municipio: address.municipioIbge } : {}),
        uf: address.state,
        cep: onlyDigits(address.zipcode),
      },
    },
    servico: {
      aliquota: service.aliquota,
      discriminacao: service.description,
      iss_retido: false,
      item_lista_servico: service.itemListaServico,
      ...(service.codigoTributarioMunicipio
        ? { codigo_tributario_municipio: service.codigoTributarioMunicipio }
        : {}),
      valor_servicos: reais(service.amountCents),
    },
  };
}

const STATUS: Record<FocusStatus, NfseStatus> = {
  processando_autorizacao: 'processing',
  autorizado: 'authorized',
  erro_autorizacao: 'error',
  cancelado: 'canceled',
  // The cancellation was refused: the nota stays authorized, with the refusal in `errors`.
  erro_cancelamento: 'authorized',
};

/**
 * Focus's nota (from GET, DELETE or a webhook) as Rumo's result; relative document paths
 * (`caminho_xml_nota_fiscal` is one) are resolved against `baseUrl`.
 */
export function fromFocusNota(nota: FocusNota, baseUrl: string): NfseResult {
  const absolute = (path: string | null | undefined) =>
    path ? new URL(path, `${baseUrl.replace(/\/+$/, '')}/`).toString() : null;
  return {
    reference: nota.ref,
    status: STATUS[nota.status],
    number: nota.numero == null ? null : String(nota.numero),
    verificationCode: nota.codigo_verificacao ?? null,
    issuedAt: nota.data_emissao ?? null,
    pdfUrl: absolute(nota.url_danfse ?? nota.url),
    xmlUrl: absolute(nota.caminho_xml_nota_fiscal),
    errors: (nota.erros ?? []).map((error) => ({
      code: error.codigo ?? '',
      message: [error.mensagem, error.correcao].filter(Boolean).join(' ') || 'Erro sem descrição.',
    })),
  };
}
