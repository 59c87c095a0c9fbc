import PDFDocument from 'pdfkit';
import { layoutOf, type SimNota } from './state.js';

type Json = Record<string, unknown>;

const xml = (value: unknown) =>
  String(value ?? '').replace(
    /[<>&"']/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** What the printed nota shows, from either layout's body. */
interface NotaParts {
  prestador: { cnpj: unknown; inscricaoMunicipal: unknown; municipio: unknown };
  tomador: { name: unknown; cnpj: unknown; cpf: unknown };
  endereco: Json;
  servico: { codigo: string; descricao: unknown; valor: unknown; aliquota: unknown };
}

function parts(nota: SimNota): NotaParts {
  const body = nota.body;
  if (layoutOf(nota) === 'nacional') {
    const code = String(body.codigo_tributacao_nacional_iss ?? '');
    return {
      prestador: {
        cnpj: body.cnpj_prestador,
        inscricaoMunicipal: body.inscricao_municipal_prestador,
        municipio: body.codigo_municipio_emissora,
      },
      tomador: { name: body.razao_social_tomador, cnpj: body.cnpj_tomador, cpf: body.cpf_tomador },
      endereco: {
        logradouro: body.logradouro_tomador,
        numero: body.numero_tomador,
        complemento: body.complemento_tomador,
        bairro: body.bairro_tomador,
        codigo_municipio: body.codigo_municipio_tomador,
        cep: body.cep_tomador,
      },
      servico: {
        codigo: `Código de tributação nacional: ${code.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1.$2.$3')}`,
        descricao: body.descricao_servico,
        valor: body.valor_servico,
        aliquota: body.percentual_aliquota_relativa_municipio,
      },
    };
  }
  const prestador = (body.prestador ?? {}) as Json;
  const tomador = (body.tomador ?? {}) as Json;
  const servico = (body.servico ?? {}) as Json;
  return {
    prestador: {
      cnpj: prestador.cnpj,
      inscricaoMunicipal: prestador.inscricao_municipal,
      municipio: prestador.codigo_municipio,
    },
    tomador: { name: tomador.razao_social, cnpj: tomador.cnpj, cpf: tomador.cpf },
    endereco: (tomador.endereco ?? {}) as Json,
    servico: {
      codigo: `Item LC 116: ${servico.item_lista_servico}`,
      descricao: servico.discriminacao,
      valor: servico.valor_servicos,
      aliquota: servico.aliquota,
    },
  };
}

/** The national NFS-e's XML (SPED namespace, a subset of its tags; the simulator signs nothing). */
function nationalXml(nota: SimNota): string {
  const { prestador, tomador, endereco, servico } = parts(nota);
  const body = nota.body;
  const document = tomador.cnpj
    ? `<CNPJ>${xml(tomador.cnpj)}</CNPJ>`
    : `<CPF>${xml(tomador.cpf)}</CPF>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<NFSe xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.00"><infNFSe Id="NFS${xml(nota.codigoVerificacao)}">`,
    `<nNFSe>${xml(nota.numero)}</nNFSe>`,
    `<cLocIncid>${xml(body.codigo_municipio_prestacao)}</cLocIncid>`,
    `<dhProc>${xml(nota.dataEmissao)}</dhProc>`,
    '<DPS versao="1.00"><infDPS>',
    `<tpAmb>2</tpAmb><dhEmi>${xml(body.data_emissao)}</dhEmi><nDPS>${nota.numeroRps}</nDPS>`,
    `<dCompet>${xml(body.data_competencia)}</dCompet><cLocEmi>${xml(prestador.municipio)}</cLocEmi>`,
    `<prest><CNPJ>${xml(prestador.cnpj)}</CNPJ><IM>${xml(prestador.inscricaoMunicipal)}</IM>`,
    `<regTrib><opSimpNac>${xml(body.codigo_opcao_simples_nacional)}</opSimpNac>`,
    `<regEspTrib>${xml(body.regime_especial_tributacao)}</regEspTrib></regTrib></prest>`,
    `<toma>${document}<xNome>${xml(tomador.name)}</xNome>`,
    `<end><endNac><cMun>${xml(endereco.codigo_municipio)}</cMun><CEP>${xml(endereco.cep)}</CEP></endNac>`,
    `<xLgr>${xml(endereco.logradouro)}</xLgr><nro>${xml(endereco.numero)}</nro><xBairro>${xml(endereco.bairro)}</xBairro></end>`,
    '</toma>',
    `<serv><locPrest><cLocPrestacao>${xml(body.codigo_municipio_prestacao)}</cLocPrestacao></locPrest>`,
    `<cServ><cTribNac>${xml(body.codigo_tributacao_nacional_iss)}</cTribNac><xDescServ>${xml(servico.descricao)}</xDescServ></cServ></serv>`,
    `<valores><vServPrest><vServ>${xml(servico.valor)}</vServ></vServPrest>`,
    `<trib><tribMun><tribISSQN>1</tribISSQN><pAliq>${xml(servico.aliquota)}</pAliq><tpRetISSQN>1</tpRetISSQN></tribMun></trib></valores>`,
    '</infDPS></DPS></infNFSe></NFSe>',
  ].join('');
}

/** The authorized nota's XML: ABRASF-like (municipal) or the national NFS-e. */
export function notaXml(nota: SimNota): string {
  if (layoutOf(nota) === 'nacional') return nationalXml(nota);
  const { prestador, tomador, endereco, servico } = parts(nota);
  const raw = (nota.body.servico ?? {}) as Json;
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
    `<ValorServicos>${xml(servico.valor)}</ValorServicos>`,
    `<Aliquota>${xml(servico.aliquota)}</Aliquota>`,
    '</Valores>',
    `<ItemListaServico>${xml(raw.item_lista_servico)}</ItemListaServico>`,
    `<Discriminacao>${xml(servico.descricao)}</Discriminacao>`,
    `<CodigoMunicipio>${xml(prestador.municipio)}</CodigoMunicipio>`,
    '</Servico>',
    `<PrestadorServico><IdentificacaoPrestador><Cnpj>${xml(prestador.cnpj)}</Cnpj>`,
    `<InscricaoMunicipal>${xml(prestador.inscricaoMunicipal)}</InscricaoMunicipal></IdentificacaoPrestador></PrestadorServico>`,
    `<TomadorServico><IdentificacaoTomador><CpfCnpj>${document}</CpfCnpj></IdentificacaoTomador>`,
    `<RazaoSocial>${xml(tomador.name)}</RazaoSocial>`,
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
  const nacional = layoutOf(nota) === 'nacional';
  doc.fontSize(16).text('NOTA FISCAL DE SERVIÇOS ELETRÔNICA (NFS-e)', { align: 'center' });
  if (nacional) doc.fontSize(10).text('DANFSe · Padrão Nacional', { align: 'center' });
  doc
    .fontSize(9)
    .fillColor('#a00')
    .text('Simulador: documento sem valor fiscal', { align: 'center' });
  doc.fillColor('#000').moveDown();
  doc.fontSize(11);
  if (nacional) {
    doc.text(`Número: ${nota.numero}    DPS: ${nota.numeroRps} série 1`);
    doc.text(`Chave de acesso: ${nota.codigoVerificacao}`);
    doc.text(`Emissão: ${nota.dataEmissao}`);
  } else {
    doc.text(`Número: ${nota.numero}    Código de verificação: ${nota.codigoVerificacao}`);
    doc.text(`Emissão: ${nota.dataEmissao}    RPS: ${nota.numeroRps} série 1`);
  }
  if (nota.status === 'cancelado') doc.fillColor('#a00').text('NOTA CANCELADA').fillColor('#000');
  doc.moveDown().fontSize(12).text('Prestador');
  doc
    .fontSize(10)
    .text(`CNPJ ${prestador.cnpj} · Inscrição municipal ${prestador.inscricaoMunicipal ?? '-'}`);
  doc.text(`Município (IBGE) ${prestador.municipio}`);
  doc.moveDown().fontSize(12).text('Tomador');
  doc
    .fontSize(10)
    .text(`${tomador.name} · ${tomador.cnpj ? `CNPJ ${tomador.cnpj}` : `CPF ${tomador.cpf}`}`);
  doc.text(
    [
      `${endereco.logradouro}, ${endereco.numero}${endereco.complemento ? ` ${endereco.complemento}` : ''}`,
      endereco.bairro,
      endereco.uf ?? `Município (IBGE) ${endereco.codigo_municipio}`,
      `CEP ${endereco.cep}`,
    ].join(' · '),
  );
  doc.moveDown().fontSize(12).text('Serviço');
  doc.fontSize(10).text(String(servico.descricao ?? ''));
  doc.text(`${servico.codigo} · Alíquota ISS: ${servico.aliquota}%`);
  doc
    .moveDown()
    .fontSize(12)
    .text(`Valor dos serviços: ${brl(servico.valor)}`);
  doc.text(`ISS: ${brl((Number(servico.valor) * Number(servico.aliquota)) / 100)}`);
  doc.end();
  return done;
}
