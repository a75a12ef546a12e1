import { describe, expect, it } from 'vitest';
import { opportunityMoneyProblem, termsheetMoneyProblem } from './money-editability';

describe('money editability', () => {
  it('an open termsheet of a won deal on an editable account may change', () => {
    expect(termsheetMoneyProblem(1, { statusId: 2, accountStatusId: 1 })).toBeNull();
  });
  it('a finished termsheet may not', () => {
    expect(termsheetMoneyProblem(4, { statusId: 2, accountStatusId: 1 })).toMatch(/can no longer be edited/);
  });
  it('a not-editable account refuses money writes', () => {
    expect(opportunityMoneyProblem({ statusId: 2, accountStatusId: 5 })).toMatch(/^This account is/);
  });
});
