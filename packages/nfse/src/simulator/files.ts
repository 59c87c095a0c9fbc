import PDFDocument from 'pdfkit';
import type { SimNota } from './state.js';

type Json = Record<string, unknown>;

const xml = (value: unknown) =>
  String(value ?? '').replace(
    /[<>&"']/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

function parts(nota: SimNota) {
  const body = nota.body;
  const prestador = (body.prestador ?? {}) as Json;
  const tomador = (body.tomador ?? {}) as Json;
  const endereco = (tomador.endereco ?? {}) as Json;
  const servico = (body.servico ?? {}) as Json;
  return { prestador, tomador, endereco, servico };
}

/** An ABRASF-like XML of the authorized nota (the simulator signs nothing). */
export function notaXml(nota: SimNota): string {
  const { prestador, tomador, endereco, servico } = parts(nota);
  const document = tomador.cnpj
    ? `<Cnpj>${xml(tomador.cnpj)}</Cnpj>`
    : `<Cpf>${xml(tomador.cpf)}</Cpf>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<CompNfse xmlns="http://www.abrasf.org.br/nfse.xsd"><Nfse><InfNfse>',
    `<Numero>${xml(nota.numero)}</Numero>`,
    `<CodigoVerificacao>${xml(nota.codigoVerificacao)}</CodigoVerificacao>`,
    `<DataEmissao>${xml(nota.dataEmissao)}</DataEmissao>`,
    `<IdentificacaoRps><Numero>${nota.numeroRps}</Numero><Serie>1</Serie><Tipo>1</Tipo></IdentificacaoRps>`,
    '<Servico><Valores>',
    `<ValorServicos>${xml(servico.valor_servicos)}</ValorServicos>`,
    `<Aliquota>${xml(servico.aliquota)}</Aliquota>`,
    '</Valores>',
    `<ItemListaServico>${xml(servico.item_lista_servico)}</ItemListaServico>`,
    `<Discriminacao>${xml(servico.discriminacao)}</Discriminacao>`,
    `<CodigoMunicipio>${xml(prestador.codigo_municipio)}</CodigoMunicipio>`,
    '</Servico>',
    `<PrestadorServico><IdentificacaoPrestador><Cnpj>${xml(prestador.cnpj)}</Cnpj>`,
    `<InscricaoMunicipal>${xml(prestador.inscricao_municipal)}</InscricaoMunicipal></IdentificacaoPrestador></PrestadorServico>`,
    `<TomadorServico><IdentificacaoTomador><CpfCnpj>${document}</CpfCnpj></IdentificacaoTomador>`,
    `<RazaoSocial>${xml(tomador.razao_social)}</RazaoSocial>`,
    `<Endereco><Endereco>${xml(endereco.logradouro)}</Endereco><Numero>${xml(endereco.numero)}</Numero>`,
    `<Bairro>${xml(endereco.bairro)}</Bairro><CodigoMunicipio>${xml(endereco.codigo_municipio)}</CodigoMunicipio>`,
    `<Uf>${xml(endereco.uf)}</Uf><Cep>${xml(endereco.cep)}</Cep></Endereco></TomadorServico>`,
    '</InfNfse></Nfse></CompNfse>',
  ].join('');
}

/** The cancellation event's XML. */
export function cancellationXml(nota: SimNota): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<CancelamentoNfse xmlns="http://www.abrasf.org.br/nfse.xsd"><Confirmacao>',
    `<Numero>${xml(nota.numero)}</Numero>`,
    `<Justificativa>${xml(nota.justificativa)}</Justificativa>`,
    '</Confirmacao></CancelamentoNfse>',
  ].join('');
}

const brl = (value: unknown) =>
  Number(value).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

/** A one-page DANFSe (the nota's printable form), marked as issued by the simulator. */
export function notaPdf(nota: SimNota): Promise<Buffer> {
  const { prestador, tomador, endereco, servico } = parts(nota);
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `NFS-e ${nota.numero}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(16).text('NOTA FISCAL DE SERVIÇOS ELETRÔNICA (NFS-e)', { align: 'center' });
  doc
    .fontSize(9)
    .fillColor('#a00')
    .text('Simulador: documento sem valor fiscal', { align: 'center' });
  doc.fillColor('#000').moveDown();
  doc.fontSize(11);
  doc.text(`Número: ${nota.numero}    Código de verificação: ${nota.codigoVerificacao}`);
  doc.text(`Emissão: ${nota.dataEmissao}    RPS: ${nota.numeroRps} série 1`);
  if (nota.status === 'cancelado') doc.fillColor('#a00').text('NOTA CANCELADA').fillColor('#000');
  doc.moveDown().fontSize(12).text('Prestador');
  doc
    .fontSize(10)
    .text(`CNPJ ${prestador.cnpj} · Inscrição municipal ${prestador.inscricao_municipal}`);
  doc.text(`Município (IBGE) ${prestador.codigo_municipio}`);
  doc.moveDown().fontSize(12).text('Tomador');
  doc
    .fontSize(10)
    .text(
      `${tomador.razao_social} · ${tomador.cnpj ? `CNPJ ${tomador.cnpj}` : `CPF ${tomador.cpf}`}`,
    );
  doc.text(
    `${endereco.logradouro}, ${endereco.numero}${endereco.complemento ? ` ${endereco.complemento}` : ''} · ${endereco.bairro} · ${endereco.uf} · CEP ${endereco.cep}`,
  );
  doc.moveDown().fontSize(12).text('Serviço');
  doc.fontSize(10).text(String(servico.discriminacao ?? ''));
  doc.text(`Item LC 116: ${servico.item_lista_servico} · Alíquota ISS: ${servico.aliquota}%`);
  doc
    .moveDown()
    .fontSize(12)
    .text(`Valor dos serviços: ${brl(servico.valor_servicos)}`);
  doc.text(`ISS: ${brl((Number(servico.valor_servicos) * Number(servico.aliquota)) / 100)}`);
  doc.end();
  return done;
}
