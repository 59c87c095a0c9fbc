import { describe, expect, it } from 'vitest';
import { boletoBarcode, linhaDigitavel } from './barcode.js';
import { pixBrCode } from './brcode.js';
import { itfBars, renderBoletoPdf } from './pdf.js';

describe('boleto PDF', () => {
  it('draws the 44 digits as interleaved 2 of 5: start, 5 bars a pair, stop', () => {
    const { bars, width } = itfBars('0'.repeat(44));
    expect(bars).toHaveLength(2 + 22 * 5 + 2);
    // Start 4, each pair 2 × (2 wide × 3 + 3 narrow) = 18, stop 3 + 1 + 1.
    expect(width).toBe(4 + 22 * 18 + 5);
  });

  it('renders a one-page PDF', async () => {
    const barcode = boletoBarcode({
      amount: 9900,
      dueDate: '2026-12-01',
      freeField: '0000100000000000000510001',
    });
    const pdf = await renderBoletoPdf({
      beneficiary: { name: 'Rumo Tecnologia Ltda', document: '12.345.678/0001-95' },
      payer: { name: 'Gorbadoc Oldbuck', document: '94271564656' },
      amount: 9900,
      dueDate: '2026-12-01',
      barcode,
      line: linhaDigitavel(barcode),
      pix: pixBrCode({
        location: 'sim.test/v2/cobv/1',
        amount: 9900,
        merchantName: 'Rumo',
        merchantCity: 'São Paulo',
      }),
      reference: '510001',
      instructions: 'Após o vencimento, multa de 2,00%.',
      message: null,
    });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('/Count 1');
  });
});
