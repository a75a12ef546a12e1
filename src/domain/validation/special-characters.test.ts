import { describe, expect, it } from 'vitest';
import { validateAddress, validateLegalName, validateNoSpecialCharacters } from './special-characters';

describe('special characters', () => {
  it('allows letters, digits, whitespace and , . - / # ( ) & \'', () => {
    expect(validateNoSpecialCharacters("M/s. Rao & Sons (P) Ltd.")).toBeNull();
    expect(validateAddress("#12, 4th Cross, O'Shaughnessy Road\nBengaluru - 560001")).toBeNull();
  });

  it('rejects anything else', () => {
    for (const bad of ['Rao@Sons', 'A;B', 'Plot *5', 'x<y', 'A_B', 'Rs 100$', 'a"b', '50%']) {
      expect(validateNoSpecialCharacters(bad)).toBe('Special characters are not allowed.');
    }
  });

  it('legal name is mandatory, addresses are not', () => {
    expect(validateLegalName('')).toBe('This field is required.');
    expect(validateLegalName('Acme; Ltd')).toBe('Special characters are not allowed.');
    expect(validateLegalName('Acme Ltd')).toBeNull();
    expect(validateAddress('')).toBeNull();
  });
});
