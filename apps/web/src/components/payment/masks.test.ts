import { describe, expect, it } from 'vitest';
import { maskCardNumber, maskDocument, maskExpiry, maskPhone, maskZipcode } from './masks';

describe('payment input masks', () => {
  it('formats as the person types', () => {
    expect(maskDocument('529982')).toBe('529.982');
    expect(maskDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('11912345678')).toBe('(11) 91234-5678');
    expect(maskZipcode('01310100')).toBe('01310-100');
    expect(maskExpiry('1234')).toBe('12/34');
    expect(maskCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
});
