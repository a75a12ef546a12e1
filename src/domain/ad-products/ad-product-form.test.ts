import { describe, expect, it } from 'vitest';
import {
  firstMissingField,
  isNonFatalCardUploadError,
  validateCompetitorProjects,
  validateLinkedProjectCount,
  validatePositiveAmount,
} from './ad-product-form';

describe('ad-product form', () => {
  it("says 'Please enter {title}' for the first blank field", () => {
    const fields = [
      { title: 'Opportunity ID', value: 12 },
      { title: 'Polygon', value: '' },
      { title: 'Notes', value: null },
    ];
    expect(firstMissingField(fields)).toBe('Please enter Polygon');
    expect(firstMissingField([{ title: 'Amount', value: 0 }])).toBeNull();
  });

  it('needs an amount above 0', () => {
    for (const bad of [0, -1, null, undefined, Number.NaN]) expect(validatePositiveAmount(bad)).toBe('Please enter an amount greater than 0');
    expect(validatePositiveAmount(0.01)).toBeNull();
  });

  it('needs competitors different from the primary project, at least 3', () => {
    expect(validateCompetitorProjects(5, [1, 5, 7])).toBe('Please select competitor projects different than the primary project');
    expect(validateCompetitorProjects('5', [1, 5])).toBe('Please select competitor projects different than the primary project');
    expect(validateCompetitorProjects(5, [1, 2])).toBe('Please select at least 3 competitor projects');
    expect(validateCompetitorProjects(5, [1, 2, 3])).toBeNull();
  });

  it('limits linked projects to the package quantity', () => {
    expect(validateLinkedProjectCount(3, 3)).toBeNull();
    expect(validateLinkedProjectCount(4, 3)).toBe('Cannot Add more that 3 projects!');
  });

  it("treats only 'Tags Tags are compulsory' as non-fatal", () => {
    expect(isNonFatalCardUploadError('Tags Tags are compulsory')).toBe(true);
    expect(isNonFatalCardUploadError('Upload failed')).toBe(false);
    expect(isNonFatalCardUploadError(undefined)).toBe(false);
  });
});
