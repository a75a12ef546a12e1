import { describe, expect, it } from 'vitest';
import { validateMicrositeSlot } from './microsite-form';

const ok = { startDate: '2024-03-01', endDate: '2024-03-31', projectId: 77, opportunityId: 12 };

describe('microsite slot form', () => {
  it('reports the first problem in form order', () => {
    expect(validateMicrositeSlot({ ...ok, startDate: '', endDate: '' })).toBe('Please enter start date');
    expect(validateMicrositeSlot({ ...ok, endDate: null, projectId: null })).toBe('Please enter end date');
    expect(validateMicrositeSlot({ ...ok, endDate: '2024-02-01' })).toBe('Please enter end date greater than start date');
    expect(validateMicrositeSlot({ ...ok, endDate: '2024-03-01' })).toBe('Please enter end date greater than start date');
    expect(validateMicrositeSlot({ ...ok, projectId: '' })).toBe('Please enter project ID');
    expect(validateMicrositeSlot({ ...ok, opportunityId: undefined })).toBe('Please enter opportunity ID');
    expect(validateMicrositeSlot(ok)).toBeNull();
  });
});
