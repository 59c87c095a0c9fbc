import PDFDocument from 'pdfkit';
import { qrMatrix } from './qr.js';

export interface BoletoPdfInput {
  beneficiary: { name: string; document: string };
  payer: { name: string; document: string };
  /** Value in centavos. */
  amount: number;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  /** The 44-digit barcode. */
  barcode: string;
  /** The formatted linha digitável. */
  line: string;
  /** The Pix "copia e cola". */
  pix: string;
  /** The "nosso número" printed on the slip. */
  reference: string;
  message: string | null;
}

const brl = (centavos: number) =>
  `R$ ${(centavos / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`;
const brDate = (date: string) => date.split('-').reverse().join('/');

/** Interleaved 2 of 5 widths (n = narrow, w = wide) of each digit, the boleto barcode symbology. */
const ITF = [
  'nnwwn',
  'wnnnw',
  'nwnnw',
  'wwnnn',
  'nnwnw',
  'wnwnn',
  'nwwnn',
  'nnnww',
  'wnnwn',
  'nwnwn',
];

/** Bars of an ITF barcode as `[x, width]` in narrow-module units (wide = 3 narrow). */
export function itfBars(digits: string): { bars: [number, number][]; width: number } {
  const widths: number[] = [1, 1, 1, 1];
  for (let i = 0; i < digits.length; i += 2) {
    const bars = ITF[Number(digits[i])] ?? '';
    const spaces = ITF[Number(digits[i + 1])] ?? '';
    for (let k = 0; k < 5; k++) widths.push(bars[k] === 'w' ? 3 : 1, spaces[k] === 'w' ? 3 : 1);
  }
  widths.push(3, 1, 1);
  const bars: [number, number][] = [];
  let x = 0;
  widths.forEach((width, index) => {
    if (index % 2 === 0) bars.push([x, width]);
    x += width;
  });
  return { bars, width: x };
}

/** A one-page boleto (Bolix): who pays whom, how much, when, the barcode and the Pix QR. */
export function renderBoletoPdf(input: BoletoPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: 'Boleto' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(16).font('Helvetica-Bold').text('364-0 | Efí S.A.', { continued: true });
  doc.font('Helvetica').fontSize(11).text(`   ${input.line}`, { align: 'right' });
  doc.moveDown();
  const row = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(9).text(label);
    doc.font('Helvetica').fontSize(11).text(value).moveDown(0.4);
  };
  row('Beneficiário', `${input.beneficiary.name} — ${input.beneficiary.document}`);
  row('Pagador', `${input.payer.name} — ${input.payer.document}`);
  row('Vencimento', brDate(input.dueDate));
  row('Valor do documento', brl(input.amount));
  row('Nosso número', input.reference);
  if (input.message) row('Observação', input.message);

  const top = doc.y + 10;
  const { bars, width } = itfBars(input.barcode);
  const unit = 515 / width;
  for (const [x, w] of bars) doc.rect(40 + x * unit, top, w * unit, 50).fill('#000');
  doc.y = top + 60;

  doc.fillColor('#000').font('Helvetica-Bold').fontSize(12).text('Pague com Pix', 40, doc.y);
  const matrix = qrMatrix(input.pix);
  const cell = 150 / matrix.length;
  const qrTop = doc.y + 6;
  matrix.forEach((cells, y) => {
    cells.forEach((dark, x) => {
      if (dark) doc.rect(40 + x * cell, qrTop + y * cell, cell, cell).fill('#000');
    });
  });
  doc
    .fillColor('#000')
    .font('Helvetica-Bold')
    .fontSize(9)
    .text('Pix copia e cola', 210, qrTop)
    .font('Courier')
    .fontSize(8)
    .text(input.pix, 210, qrTop + 14, { width: 345 });
  doc.end();
  return done;
}
