import { describe, expect, it } from 'vitest';
import { validateNpSlotProject } from './np-slot-project';

describe('NP slot project', () => {
  it('needs a cover image first', () => {
    expect(validateNpSlotProject({ coverImageUrl: '', configurations: [{ price: 100 }] })).toBe(
      'Selected Project has no cover image. Please raise a Storm Ticket for the same.',
    );
  });

  it('needs a configuration with a price', () => {
    expect(validateNpSlotProject({ coverImageUrl: 'x.jpg', configurations: [{ price: null }, { price: 0 }] })).toBe(
      'Selected Project has no configuration with available price. Please select some other project',
    );
    expect(validateNpSlotProject({ coverImageUrl: 'x.jpg', configurations: [] })).not.toBeNull();
    expect(validateNpSlotProject({ coverImageUrl: 'x.jpg', configurations: [{ price: null }, { price: 4500000 }] })).toBeNull();
  });
});
