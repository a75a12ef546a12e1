import { describe, expect, it } from 'vitest';
import { referenceDataSchema } from './reference-data';
import { REFERENCE_DATA_KEYS } from './reference-keys';

describe('REFERENCE_DATA_KEYS', () => {
  it('names every list of the reference data, and nothing else', () => {
    expect([...REFERENCE_DATA_KEYS].sort()).toEqual(Object.keys(referenceDataSchema.shape).sort());
  });
});
