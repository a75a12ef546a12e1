import { describe, expect, it } from 'vitest';
import { validateAadhar, validateCin, validateGst, validatePan } from './tax-ids';

describe('tax ids', () => {
  it('GST: 2 digits, 5 letters, 4 digits, letter, 1-9/A-Z, Z, alphanumeric', () => {
    expect(validateGst('27AAPFU0939F1ZV')).toBeNull();
    expect(validateGst('29abcde1234f2zv')).toBeNull();
    // A state code that does not exist, a wrong check character (issue 48: the GSTIN checksum).
    expect(validateGst('99ABCDE1234F1ZP')).toBe('GST is not valid: no such state code');
    expect(validateGst('27AAPFU0939F1ZW')).toBe('GST is not valid: its check character is wrong');
    expect(validateGst('29abcde1234f2z5')).toBe('GST is not valid: its check character is wrong');
    for (const bad of ['27AAPFU0939F1V', '27AAPFU0939F1ZVX', '27AAPFU0939F0ZV', '27AAPFU0939F1YV', 'A7AAPFU0939F1ZV', '27AAPF00939F1ZV']) {
      expect(validateGst(bad)).toBe('GST is not valid');
    }
  });

  it('PAN: 5 letters, 4 digits, 1 letter', () => {
    expect(validatePan('ABCDE1234F')).toBeNull();
    expect(validatePan('abcde1234f')).toBeNull();
    for (const bad of ['ABCD1234F', 'ABCDE12345', 'ABCDE1234FF', '1BCDE1234F']) expect(validatePan(bad)).toBe('PAN is not valid');
  });

  it('Aadhar: 12 digits', () => {
    expect(validateAadhar('123456789012')).toBeNull();
    for (const bad of ['12345678901', '1234567890123', '1234 5678 9012', '12345678901a']) expect(validateAadhar(bad)).toBe('Aadhar is not valid');
  });

  it('CIN: letter, 5 digits, 2 letters, 4 digits, 3 letters, 6 digits', () => {
    expect(validateCin('U72200MH2009PLC123456')).toBeNull();
    for (const bad of ['U7220MH2009PLC123456', 'U72200M12009PLC123456', 'U72200MH2009PL1123456', 'U72200MH2009PLC12345']) {
      expect(validateCin(bad)).toBe('CIN is not valid');
    }
  });

  it('passes blank values (optional fields)', () => {
    for (const validate of [validateGst, validatePan, validateAadhar, validateCin]) {
      expect(validate('')).toBeNull();
      expect(validate(null)).toBeNull();
    }
  });
});
