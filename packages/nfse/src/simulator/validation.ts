import {
  isValidCnpj,
  isValidCpf,
  isValidIbgeMunicipio,
  normalizeServiceItem,
  onlyDigits,
} from '../documents.js';

/** One message as Focus writes them in `erros`. */
export interface SimMessage {
  codigo: string;
  mensagem: string;
  correcao?: string;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
const number = (value: unknown) => (typeof value === 'string' ? Number(value) : value);

function invalid(field: string, mensagem: string): SimMessage {
  return { codigo: 'requisicao_invalida', mensagem: `${field}: ${mensagem}` };
}

/**
 * What Focus checks before accepting an NFS-e (answered at once, HTTP 422): the JSON's shape,
 * required fields, CNPJ/CPF check digits and IBGE municipality codes. Empty when acceptable.
 */
export function validateRequest(body: unknown): SimMessage[] {
  if (!isObject(body)) return [invalid('corpo', 'JSON da nota fiscal ausente ou malformado.')];
  const errors: SimMessage[] = [];
  const required = (value: unknown, field: string) => {
    if (text(value) === '') errors.push(invalid(field, 'campo obrigatório não informado.'));
  };
  const municipio = (value: unknown, field: string) => {
    if (text(value) === '') errors.push(invalid(field, 'campo obrigatório não informado.'));
    else if (!isValidIbgeMunicipio(text(value))) {
      errors.push(invalid(field, 'código IBGE do município inválido (7 dígitos).'));
    }
  };

  const emission = text(body.data_emissao);
  if (emission === '' || Number.isNaN(Date.parse(emission))) {
    errors.push(invalid('data_emissao', 'data inválida.'));
  }

  const prestador = isObject(body.prestador) ? body.prestador : {};
  if (!isValidCnpj(text(prestador.cnpj))) errors.push(invalid('prestador.cnpj', 'CNPJ inválido.'));
  required(prestador.inscricao_municipal, 'prestador.inscricao_municipal');
  municipio(prestador.codigo_municipio, 'prestador.codigo_municipio');

  const tomador = isObject(body.tomador) ? body.tomador : {};
  if (tomador.cnpj !== undefined) {
    if (!isValidCnpj(text(tomador.cnpj))) errors.push(invalid('tomador.cnpj', 'CNPJ inválido.'));
  } else if (tomador.cpf !== undefined) {
    if (!isValidCpf(text(tomador.cpf))) errors.push(invalid('tomador.cpf', 'CPF inválido.'));
  } else {
    errors.push(invalid('tomador', 'informe o CPF ou o CNPJ do tomador.'));
  }
  required(tomador.razao_social, 'tomador.razao_social');
  const email = text(tomador.email);
  if (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    errors.push(invalid('tomador.email', 'e-mail inválido.'));
  }
  const endereco = isObject(tomador.endereco) ? tomador.endereco : {};
  required(endereco.logradouro, 'tomador.endereco.logradouro');
  required(endereco.numero, 'tomador.endereco.numero');
  required(endereco.bairro, 'tomador.endereco.bairro');
  municipio(endereco.codigo_municipio, 'tomador.endereco.codigo_municipio');
  if (!/^[A-Z]{2}$/.test(text(endereco.uf)))
    errors.push(invalid('tomador.endereco.uf', 'UF inválida.'));
  if (!/^\d{8}$/.test(onlyDigits(text(endereco.cep)))) {
    errors.push(invalid('tomador.endereco.cep', 'CEP inválido (8 dígitos).'));
  }

  const servico = isObject(body.servico) ? body.servico : {};
  required(servico.discriminacao, 'servico.discriminacao');
  if (text(servico.discriminacao).length > 2000) {
    errors.push(invalid('servico.discriminacao', 'no máximo 2000 caracteres.'));
  }
  required(servico.item_lista_servico, 'servico.item_lista_servico');
  const valor = number(servico.valor_servicos);
  if (typeof valor !== 'number' || !Number.isFinite(valor) || valor <= 0) {
    errors.push(invalid('servico.valor_servicos', 'valor deve ser maior que zero.'));
  }
  const aliquota = number(servico.aliquota);
  if (typeof aliquota !== 'number' || !Number.isFinite(aliquota) || aliquota < 0) {
    errors.push(invalid('servico.aliquota', 'alíquota inválida.'));
  }
  return errors;
}

/**
 * What the municipality refuses after Focus sent the RPS (the nota ends in
 * `erro_autorizacao`): a service item outside LC 116/2003, an ISS rate outside 2 %–5 %
 * (LC 116 art. 8 and 8-A). Call only on a body `validateRequest` accepted.
 */
export function municipalRefusals(body: Json): SimMessage[] {
  const servico = body.servico as Json;
  const errors: SimMessage[] = [];
  if (!normalizeServiceItem(text(servico.item_lista_servico))) {
    errors.push({
      codigo: 'E31',
      mensagem: 'Código do item da lista de serviço inexistente.',
      correcao: 'Informe um item da lista anexa à LC 116/2003, como 1.05.',
    });
  }
  const aliquota = Number(servico.aliquota);
  if (aliquota < 2 || aliquota > 5) {
    errors.push({
      codigo: 'E36',
      mensagem: 'Alíquota do ISS fora do intervalo permitido (2% a 5%).',
      correcao: 'Informe a alíquota em percentual, entre 2 e 5.',
    });
  }
  return errors;
}
