import { describe, expect, it } from 'vitest';
import { validateCompetitorProjects, validateLinkedProjectCount } from './ad-product-form';

describe('ad-product form', () => {
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
});
