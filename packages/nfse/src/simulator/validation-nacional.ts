import { isValidCnpj, isValidCpf, isValidIbgeMunicipio, onlyDigits } from '../documents.js';
import { isKnownNationalServiceCode, normalizeNationalServiceCode } from '../national-codes.js';
import type { SimMessage } from './validation.js';

type Json = Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
const number = (value: unknown) => (typeof value === 'string' ? Number(value) : value);

const missing = (field: string): SimMessage => ({
  codigo: 'requisicao_invalida',
  mensagem: `Parâmetro "${field}" não informado`,
});
const invalid = (field: string, why: string): SimMessage => ({
  codigo: 'requisicao_invalida',
  mensagem: `Parâmetro "${field}" inválido: ${why}`,
});

/**
 * What Focus checks before accepting a national DPS (answered at once, HTTP 400
 * `requisicao_invalida`, message `Parâmetro "campo" não informado` as Focus words it):
 * CNPJ/CPF check digits, 7-digit IBGE codes, the national service code's format, the ISS
 * rate's range. Empty when acceptable.
 */
export function validateNacional(body: unknown): SimMessage[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return [invalid('corpo', 'JSON da DPS ausente ou malformado.')];
  }
  const dps = body as Json;
  const errors: SimMessage[] = [];
  const required = (field: string) => {
    if (text(dps[field]) === '') errors.push(missing(field));
  };
  const municipio = (field: string, needed: boolean) => {
    const value = text(dps[field]);
    if (value === '') {
      if (needed) errors.push(missing(field));
    } else if (!isValidIbgeMunicipio(value)) {
      errors.push(invalid(field, 'código IBGE do município inválido (7 dígitos).'));
    }
  };

  for (const field of ['data_emissao', 'data_competencia']) {
    if (text(dps[field]) === '') errors.push(missing(field));
    else if (Number.isNaN(Date.parse(text(dps[field]))))
      errors.push(invalid(field, 'data inválida.'));
  }
  municipio('codigo_municipio_emissora', true);
  if (text(dps.cnpj_prestador) === '') errors.push(missing('cnpj_prestador'));
  else if (!isValidCnpj(text(dps.cnpj_prestador))) {
    errors.push(invalid('cnpj_prestador', 'CNPJ inválido.'));
  }
  if (![1, 2, 3].includes(Number(number(dps.codigo_opcao_simples_nacional)))) {
    errors.push(invalid('codigo_opcao_simples_nacional', 'use 1, 2 ou 3.'));
  }

  if (dps.cnpj_tomador !== undefined) {
    if (!isValidCnpj(text(dps.cnpj_tomador)))
      errors.push(invalid('cnpj_tomador', 'CNPJ inválido.'));
  } else if (dps.cpf_tomador !== undefined) {
    if (!isValidCpf(text(dps.cpf_tomador))) errors.push(invalid('cpf_tomador', 'CPF inválido.'));
  }
  if (dps.cnpj_tomador !== undefined || dps.cpf_tomador !== undefined) {
    required('razao_social_tomador');
  }
  // An address (endNac) is the municipality's code, the CEP and the street together.
  const hasAddress = ['cep_tomador', 'logradouro_tomador'].some((field) => text(dps[field]) !== '');
  municipio('codigo_municipio_tomador', hasAddress);
  if (hasAddress) {
    if (!/^\d{8}$/.test(onlyDigits(text(dps.cep_tomador)))) {
      errors.push(invalid('cep_tomador', 'CEP inválido (8 dígitos).'));
    }
    for (const field of ['logradouro_tomador', 'numero_tomador', 'bairro_tomador']) required(field);
  }
  const email = text(dps.email_tomador);
  if (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    errors.push(invalid('email_tomador', 'e-mail inválido.'));
  }

  municipio('codigo_municipio_prestacao', true);
  const code = text(dps.codigo_tributacao_nacional_iss);
  if (code === '') errors.push(missing('codigo_tributacao_nacional_iss'));
  else if (!/^\d{6}$/.test(code) || !normalizeNationalServiceCode(code)) {
    errors.push(
      invalid('codigo_tributacao_nacional_iss', 'informe 6 dígitos (item, subitem e desdobro).'),
    );
  }
  required('descricao_servico');
  if (text(dps.descricao_servico).length > 2000) {
    errors.push(invalid('descricao_servico', 'no máximo 2000 caracteres.'));
  }
  const valor = number(dps.valor_servico);
  if (typeof valor !== 'number' || !Number.isFinite(valor) || valor <= 0) {
    errors.push(invalid('valor_servico', 'valor deve ser maior que zero.'));
  }
  const aliquota = number(dps.percentual_aliquota_relativa_municipio);
  if (
    aliquota !== undefined &&
    (typeof aliquota !== 'number' || !Number.isFinite(aliquota) || aliquota < 0 || aliquota > 100)
  ) {
    errors.push(invalid('percentual_aliquota_relativa_municipio', 'percentual entre 0 e 100.'));
  }
  return errors;
}

/**
 * What the Sistema Nacional refuses once Focus sent the DPS (the nota ends in
 * `erro_autorizacao`): a national code not on the national list (E0310, its real wording),
 * and an ISS rate outside 2 %–5 % for an issuer outside the Simples Nacional (LC 116
 * art. 8 and 8-A; the code is the simulator's own). Call only on a body `validateNacional`
 * accepted.
 */
export function nationalRefusals(dps: Json): SimMessage[] {
  const errors: SimMessage[] = [];
  if (!isKnownNationalServiceCode(text(dps.codigo_tributacao_nacional_iss))) {
    errors.push({
      codigo: 'E0310',
      mensagem:
        'O código de tributação nacional informado não existe conforme a lista de serviços nacional do Sistema Nacional NFS-e.',
      correcao: 'Informe um código da lista nacional, como 01.05.01 (licenciamento de software).',
    });
  }
  const aliquota = Number(number(dps.percentual_aliquota_relativa_municipio) ?? 0);
  if (Number(dps.codigo_opcao_simples_nacional) === 1 && (aliquota < 2 || aliquota > 5)) {
    errors.push({
      codigo: 'E0625',
      mensagem: 'Alíquota do ISSQN fora do intervalo permitido (2% a 5%).',
      correcao: 'Informe a alíquota em percentual, entre 2 e 5.',
    });
  }
  return errors;
}
