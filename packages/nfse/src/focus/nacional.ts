import { onlyDigits } from '../documents.js';
import { nationalServiceCodeFor, normalizeNationalServiceCode } from '../national-codes.js';
import type { NfseIssuer, NfseRequest } from '../provider.js';

/**
 * Focus NFe's NFS-e Padrão Nacional (`/v2/nfsen`): a flat JSON that Focus turns into the DPS
 * (Declaração de Prestação de Serviço) of the Sistema Nacional NFS-e. Field names as Focus
 * documents them (FocusNFe/api-doc `_nfsen.md`, campos.focusnfe.com.br/nfse_nacional).
 */
export interface FocusNfsenBody {
  /** `dhEmi`: the DPS's emission instant, with the Brasília offset. */
  data_emissao: string;
  /** `dCompet`: the day the service was rendered. */
  data_competencia: string;
  codigo_municipio_emissora: number;
  cnpj_prestador: string;
  inscricao_municipal_prestador?: string;
  /** `opSimpNac`: 1 não optante, 2 MEI, 3 ME/EPP. */
  codigo_opcao_simples_nacional: 1 | 2 | 3;
  /** `regApTribSN`: 1, federal and municipal taxes through the Simples (ME/EPP only). */
  regime_tributario_simples_nacional?: 1;
  /** `regEspTrib`: 0 nenhum … 6 sociedade de profissionais. */
  regime_especial_tributacao: number;
  cnpj_tomador?: string;
  cpf_tomador?: string;
  razao_social_tomador: string;
  email_tomador: string;
  codigo_municipio_tomador?: number;
  cep_tomador: string;
  logradouro_tomador: string;
  numero_tomador: string;
  complemento_tomador?: string;
  bairro_tomador: string;
  codigo_municipio_prestacao: number;
  /** `cTribNac`: six digits, e.g. "010501". */
  codigo_tributacao_nacional_iss: string;
  codigo_tributacao_municipal_iss?: string;
  descricao_servico: string;
  valor_servico: number;
  /** `tribISSQN`: 1 operação tributável. */
  tributacao_iss: 1;
  /** `tpRetISSQN`: 1 não retido. */
  tipo_retencao_iss: 1;
  /** `pAliq`: the ISS rate in percent. */
  percentual_aliquota_relativa_municipio: number;
}

/**
 * ABRASF's `regime_especial_tributacao` (what the municipal layout and Rumo's settings carry)
 * in the national layout: MEI and ME/EPP move to `codigo_opcao_simples_nacional`, the others
 * to the national `regEspTrib` numbering (0 nenhum, 1 ato cooperado, 2 estimativa,
 * 3 microempresa municipal, 6 sociedade de profissionais).
 */
const ABRASF_TO_NATIONAL_REGIME: Record<number, number> = { 1: 3, 2: 2, 3: 6, 4: 1 };
const ABRASF_MEI = 5;
const ABRASF_ME_EPP = 6;

function simplesOption(issuer: NfseIssuer): 1 | 2 | 3 {
  if (issuer.regimeEspecialTributacao === ABRASF_MEI) return 2;
  if (issuer.simplesNacional || issuer.regimeEspecialTributacao === ABRASF_ME_EPP) return 3;
  return 1;
}

/** The national code to send: the one named, else the one the LC 116 item fixes; null: none. */
export function nationalServiceCode(request: NfseRequest): string | null {
  const named = request.service.codigoTributacaoNacional?.trim();
  if (named) return normalizeNationalServiceCode(named) ?? named;
  return nationalServiceCodeFor(request.service.itemListaServico);
}

/** 'YYYY-MM-DDTHH:mm:ss-03:00' for `at`, in Brasília time (no daylight saving since 2019). */
export function brasiliaDateTime(at: Date): string {
  const local = new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 19);
  return `${local}-03:00`;
}

const reais = (cents: number) => Math.round(cents) / 100;

/** Rumo's request in Focus's national JSON; `code` from `nationalServiceCode`. */
export function toFocusNfsenBody(request: NfseRequest, code: string, now: Date): FocusNfsenBody {
  const { issuer, recipient, service } = request;
  const document = onlyDigits(recipient.document);
  const address = recipient.address;
  const option = simplesOption(issuer);
  const special = issuer.regimeEspecialTributacao;
  return {
    data_emissao: brasiliaDateTime(now),
    data_competencia: request.issueDate,
    codigo_municipio_emissora: Number(issuer.municipioIbge),
    cnpj_prestador: onlyDigits(issuer.cnpj),
    ...(issuer.inscricaoMunicipal
      ? { inscricao_municipal_prestador: issuer.inscricaoMunicipal }
      : {}),
    codigo_opcao_simples_nacional: option,
    ...(option === 3 ? { regime_tributario_simples_nacional: 1 as const } : {}),
    regime_especial_tributacao:
      special === undefined ? 0 : (ABRASF_TO_NATIONAL_REGIME[special] ?? 0),
    ...(document.length === 14 ? { cnpj_tomador: document } : { cpf_tomador: document }),
    razao_social_tomador: recipient.name,
    email_tomador: recipient.email,
    ...(address.municipioIbge ? { codigo_municipio_tomador: Number(address.municipioIbge) } : {}),
    cep_tomador: onlyDigits(address.zipcode),
    logradouro_tomador: address.street,
    numero_tomador: address.number,
    ...(address.complement ? { complemento_tomador: address.complement } : {}),
    bairro_tomador: address.neighborhood,
    // Software licensed online is rendered where the provider is established (LC 116 art. 3).
    codigo_municipio_prestacao: Number(issuer.municipioIbge),
    codigo_tributacao_nacional_iss: code,
    ...(service.codigoTributarioMunicipio
      ? { codigo_tributacao_municipal_iss: service.codigoTributarioMunicipio }
      : {}),
    descricao_servico: service.description,
    valor_servico: reais(service.amountCents),
    tributacao_iss: 1,
    tipo_retencao_iss: 1,
    percentual_aliquota_relativa_municipio: service.aliquota,
  };
}
