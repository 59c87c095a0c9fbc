import { describe, expect, it } from 'vitest';
import { crc16, isValidBrCode, pixBrCode, readBrCode } from './brcode.js';

/** The Banco Central's own example of a static BR Code (Manual de Padrões para Iniciação do Pix). */
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

/** A real Efí Bolix code: merchant Efí itself, a COB-V location under /bolix. */
const EFI_BOLIX =
  '00020101021226940014BR.GOV.BCB.PIX2572qrcodespix.sejaefi.com.br/bolix/v2/cobv/6b8db56e0c7246dcbdd7d8d564e7668e5204000053039865802BR5905EFISA6008SAOPAULO62070503***6304B8C4';

describe('Pix BR Code', () => {
  it('computes CRC16-CCITT-FALSE as the Banco Central example does', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(isValidBrCode(BCB_EXAMPLE)).toBe(true);
    expect(isValidBrCode(EFI_BOLIX)).toBe(true);
  });

  it('builds a dynamic Bolix code with a COB-V location', () => {
    const code = pixBrCode({
      location: 'sim.efi.test/bolix/v2/cobv/7f2c',
      amount: 9900,
      merchantName: 'Efí S.A. Instituição de Pagamento',
      merchantCity: 'São Paulo',
    });
    expect(isValidBrCode(code)).toBe(true);
    const fields = readBrCode(code);
    expect(fields).toMatchObject({
      '00': '01',
      '01': '12',
      '52': '0000',
      '53': '986',
      '54': '99.00',
      '58': 'BR',
      '59': 'EFI SA INSTITUICAO DE PAG',
      '60': 'SAO PAULO',
      '62': '0503***',
    });
    expect(readBrCode(fields?.['26'] ?? '')).toEqual({
      '00': 'BR.GOV.BCB.PIX',
      '25': 'sim.efi.test/bolix/v2/cobv/7f2c',
    });
  });

  it('rejects a changed code or a broken length', () => {
    expect(isValidBrCode(BCB_EXAMPLE.replace('Fulano', 'Fulana'))).toBe(false);
    expect(isValidBrCode(BCB_EXAMPLE.slice(0, -6))).toBe(false);
  });
});
