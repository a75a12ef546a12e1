import { describe, expect, it } from 'vitest';
import { activationDecision, type ActivationFacts } from './product-activation';

const paidInFull: ActivationFacts = {
  activated: false,
  missingParameters: [],
  opportunityStatusId: 2,
  packageStatusId: 1,
  discountApproved: 'NotRequired',
  termsheetStatusIds: [3],
  duePaise: 118_000_00,
  approvedPaise: 118_000_00,
  pendingPaise: 0,
};

describe('activationDecision (when activation cannot be done right now)', () => {
  it('activates a product whose package is paid in full on an RCM-approved termsheet', () => {
    expect(activationDecision(paidInFull)).toEqual({ outcome: 'activate' });
    expect(activationDecision({ ...paidInFull, termsheetStatusIds: [5, 4] })).toEqual({ outcome: 'activate' });
    expect(activationDecision({ ...paidInFull, discountApproved: 'Approved' })).toEqual({ outcome: 'activate' });
  });

  it('records a request while money is only partly approved or still pending', () => {
    expect(activationDecision({ ...paidInFull, approvedPaise: 118_000_00 - 1 })).toEqual({ outcome: 'request' });
    expect(activationDecision({ ...paidInFull, approvedPaise: 0, pendingPaise: 1 })).toEqual({ outcome: 'request' });
  });

  it.each([
    ['already activated', { activated: true }, 'alreadyActivated'],
    ['a required parameter missing', { missingParameters: ['listingId'] }, 'missingParameters'],
    ['a lost opportunity (6)', { opportunityStatusId: 6 }, 'opportunityLost'],
    ['a lost opportunity (7)', { opportunityStatusId: 7 }, 'opportunityLost'],
    ['an expired package', { packageStatusId: 4 }, 'packageNotActive'],
    ['a deactivated package', { packageStatusId: 5 }, 'packageNotActive'],
    ['a discount still required', { discountApproved: 'Required' }, 'discountNotSettled'],
    ['a discount pending approval', { discountApproved: 'PendingApproval' }, 'discountNotSettled'],
    ['a discount rejected', { discountApproved: 'Rejected' }, 'discountNotSettled'],
    ['no termsheet', { termsheetStatusIds: [] }, 'noApprovedTermsheet'],
    ['a termsheet not approved by RCM (created, shared, sent to RAM)', { termsheetStatusIds: [1, 2, 7] }, 'noApprovedTermsheet'],
    ['a cancelled termsheet only', { termsheetStatusIds: [5] }, 'noApprovedTermsheet'],
    ['nothing paid', { approvedPaise: 0, pendingPaise: 0 }, 'nothingPaid'],
    ['nothing due and nothing paid', { duePaise: 0, approvedPaise: 0, pendingPaise: 0 }, 'nothingPaid'],
  ] as const)('refuses with %s', (_what, change, block) => {
    expect(activationDecision({ ...paidInFull, ...change })).toEqual({ outcome: 'refuse', block });
  });

  it('force-activation skips the termsheet and money conditions only', () => {
    expect(activationDecision({ ...paidInFull, termsheetStatusIds: [], approvedPaise: 0 }, true)).toEqual({ outcome: 'activate' });
    expect(activationDecision({ ...paidInFull, opportunityStatusId: 6 }, true)).toEqual({ outcome: 'refuse', block: 'opportunityLost' });
    expect(activationDecision({ ...paidInFull, discountApproved: 'PendingApproval' }, true)).toEqual({ outcome: 'refuse', block: 'discountNotSettled' });
    expect(activationDecision({ ...paidInFull, missingParameters: ['x'] }, true)).toEqual({ outcome: 'refuse', block: 'missingParameters' });
    expect(activationDecision({ ...paidInFull, activated: true }, true)).toEqual({ outcome: 'refuse', block: 'alreadyActivated' });
  });
});
