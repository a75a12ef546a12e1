import { describe, expect, it } from 'vitest';
import { filterChoicesOf, filterOf, filterText } from './campaign-filter';

const filters = [
  { key: 'queueKind', label: 'Queue', values: ['owner', 'tenant'] },
  { key: 'stageIds', label: 'Stage ids', values: [98] },
  { key: 'prioritisedOnly', label: 'Prioritised cases only', values: [true, false] },
];

describe('campaign filter', () => {
  it('sends the chosen values, a stage id as a list, and leaves out what is any', () => {
    expect(filterOf(filters, { queueKind: 'owner', stageIds: '98', prioritisedOnly: 'false' })).toEqual({ queueKind: 'owner', stageIds: [98], prioritisedOnly: false });
    expect(filterOf(filters, { queueKind: '', stageIds: '12', prioritisedOnly: 'true' })).toEqual({ prioritisedOnly: true });
  });

  it('reads a saved filter back into the choices, and names it', () => {
    const saved = { queueKind: 'tenant', stageIds: [98] };
    expect(filterChoicesOf(filters, saved)).toEqual({ queueKind: 'tenant', stageIds: '98', prioritisedOnly: '' });
    expect(filterOf(filters, filterChoicesOf(filters, saved))).toEqual(saved);
    expect(filterText(saved, filters)).toBe('Queue: tenant · Stage ids: 98');
    expect(filterText({}, filters)).toBe('All cases');
  });
});
