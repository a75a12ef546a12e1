import { describe, expect, it } from 'vitest';
import { financialYearOf, invoiceSerial } from './serial';

describe('invoice serials', () => {
  it('runs the financial year from 1 April to 31 March in India', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26'); // 23:59:59 IST on 31 March
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27'); // 00:00 IST on 1 April
    expect(financialYearOf(new Date('2026-11-24T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });

  it('writes series, year and number within 16 characters', () => {
    expect(invoiceSerial('TI', '2026-27', 42)).toBe('TI/2627/00042');
    expect(invoiceSerial('DI', '2026-27', 12_345_678)).toBe('DI/2627/12345678');
    expect(invoiceSerial('DI', '2026-27', 12_345_678)).toHaveLength(16);
    expect(() => invoiceSerial('TI', '2026-27', 123_456_789)).toThrow(/longer than 16/);
    expect(() => invoiceSerial('TI', '2026-27', 0)).toThrow();
    for (const serial of [invoiceSerial('TI', '2026-27', 1), invoiceSerial('TI', '2026-27', 99_999_999)]) expect(serial).toMatch(/^[A-Z0-9/-]{1,16}$/);
  });
});

describe('GSTIN state codes', () => {
  it('reads the state of a GSTIN whose check character is right', async () => {
    const { stateCodeOfGstin, stateCodeOfName } = await import('./gst-states');
    expect(stateCodeOfGstin('29AAKCS1234M1ZZ')).toBe('29');
    expect(stateCodeOfGstin('29AAKCS1234M1Z3')).toBeNull(); // wrong check character
    expect(stateCodeOfGstin('99AAKCS1234M1ZZ')).toBeNull();
    expect(stateCodeOfGstin(null)).toBeNull();
    expect(stateCodeOfName('Maharashtra')).toBe('27');
    expect(stateCodeOfName('Atlantis')).toBeNull();
  });
});
