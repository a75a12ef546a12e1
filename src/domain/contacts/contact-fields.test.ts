import { describe, expect, it } from 'vitest';
import { validateEmail, validateName, validatePhone } from './contact-fields';
import { VALIDATION_MESSAGES } from '../validation/messages';

describe('contact field formats', () => {
  it('checks email addresses', () => {
    for (const ok of ['a@b.co', 'first.last+tag@mail.example.in', "o'neil@x.com"]) expect(validateEmail(ok)).toBeNull();
    for (const bad of ['a@b', 'a.b.com', 'a@@b.com', 'a b@c.com', '@b.com', 'a@b.c', 'a@-b.com']) {
      expect(validateEmail(bad)).toBe(VALIDATION_MESSAGES.email);
    }
    expect(validateEmail('')).toBeNull();
  });

  it('requires exactly 10 digits for a phone', () => {
    expect(validatePhone('9876543210')).toBeNull();
    for (const bad of ['987654321', '98765432100', '+919876543210', '98765-43210', '98765432a0']) {
      expect(validatePhone(bad)).toBe(VALIDATION_MESSAGES.phone);
    }
  });

  it('allows only letters and digits in a name once spaces are removed', () => {
    expect(validateName('Ravi Kumar 2')).toBeNull();
    expect(validateName('  Anita  ')).toBeNull();
    for (const bad of ['Ravi.Kumar', "D'Souza", 'A-B', 'Ravi_K']) expect(validateName(bad)).toBe(VALIDATION_MESSAGES.name);
    expect(validateName(undefined)).toBeNull();
  });
});
