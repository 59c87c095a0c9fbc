import { describe, expect, it } from 'vitest';
import { crc16, isValidBrCode, pixBrCode, readBrCode } from './brcode.js';

/** The Banco Central's own example of a static BR Code (Manual de Padrões para Iniciação do Pix). */
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('Pix BR Code', () => {
  it('computes CRC16-CCITT-FALSE as the Banco Central example does', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(isValidBrCode(BCB_EXAMPLE)).toBe(true);
  });

  it('builds a dynamic Bolix code with a COB-V location', () => {
    const code = pixBrCode({
      location: 'sim.efi.test/v2/cobv/7f2c',
      amount: 9900,
      merchantName: 'Rumo Gestão de Metas Ltda com nome longo',
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
      '59': 'RUMO GESTAO DE METAS LTDA',
      '60': 'SAO PAULO',
      '62': '0503***',
    });
    expect(readBrCode(fields?.['26'] ?? '')).toEqual({
      '00': 'br.gov.bcb.pix',
      '25': 'sim.efi.test/v2/cobv/7f2c',
    });
  });

  it('rejects a changed code or a broken length', () => {
    expect(isValidBrCode(BCB_EXAMPLE.replace('Fulano', 'Fulana'))).toBe(false);
    expect(isValidBrCode(BCB_EXAMPLE.slice(0, -6))).toBe(false);
  });
});
