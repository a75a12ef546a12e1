import { describe, expect, it } from 'vitest';
import { statusSchema } from './status-schema';
import { statusTable, statusTableByKey } from './status-table';

describe('statusTable', () => {
  const tickets = statusTable({ 1: 'Open', 2: 'In Progress', 3: 'Resolved', 4: 'Closed' });

  it('lists numeric ids as numbers, in order, with their names', () => {
    expect(tickets.ids).toEqual([1, 2, 3, 4]);
    expect(tickets.entries).toEqual([
      [1, 'Open'],
      [2, 'In Progress'],
      [3, 'Resolved'],
      [4, 'Closed'],
    ]);
    expect(tickets.names[3]).toBe('Resolved');
  });

  it('names an id, and an id it lacks by the fallback', () => {
    expect(tickets.name(2)).toBe('In Progress');
    expect(tickets.name(99)).toBe('Status 99');
    expect(tickets.name('2')).toBe('Status 2');
    expect(statusTable({ 5: 'Connected' }, { unknown: (id) => `Call status ${id}` }).name(6)).toBe('Call status 6');
  });

  it('looks a name up without the fallback, for a caller that words the unknown case itself', () => {
    expect(tickets.lookup(3)).toBe('Resolved');
    expect(tickets.lookup(9)).toBeUndefined();
  });

  it('finds the id of a name', () => {
    expect(tickets.id('Resolved')).toBe(3);
    expect(tickets.id('resolved')).toBeUndefined();
  });

  it('tells its ids from others', () => {
    expect(tickets.has(4)).toBe(true);
    expect(tickets.has(5)).toBe(false);
    expect(tickets.has('4')).toBe(false);
    // Not fooled by the object's own properties.
    expect(tickets.has('toString')).toBe(false);
    expect(tickets.name('toString')).toBe('Status toString');
  });

  it('keeps string ids in the order written', () => {
    const review = statusTable({ pending: 'Waiting for review', approved: 'Approved', rejected: 'Rejected' });
    expect(review.ids).toEqual(['pending', 'approved', 'rejected']);
    expect(review.name('approved')).toBe('Approved');
    expect(review.id('Waiting for review')).toBe('pending');
  });

  it('gives a schema that accepts exactly the ids', () => {
    const schema = statusSchema(tickets);
    expect(schema.safeParse(3).success).toBe(true);
    expect(schema.safeParse(5).success).toBe(false);
    expect(schema.safeParse('3').success).toBe(false);
    const review = statusSchema(statusTable({ pending: 'Waiting', approved: 'Approved' }));
    expect(review.parse('approved')).toBe('approved');
    expect(review.safeParse('Approved').success).toBe(false);
  });
});

describe('statusTableByKey', () => {
  it('names the ids for the code and is a status table of them', () => {
    const cases = statusTableByKey({ OPEN: [1, 'Open'], IN_PROGRESS: [2, 'In progress'], CLOSED: [3, 'Closed'] });
    expect(cases.key).toEqual({ OPEN: 1, IN_PROGRESS: 2, CLOSED: 3 });
    expect(cases.ids).toEqual([1, 2, 3]);
    expect(cases.name(cases.key.IN_PROGRESS)).toBe('In progress');
    expect(cases.id('Closed')).toBe(3);
    expect(cases.names).toEqual({ 1: 'Open', 2: 'In progress', 3: 'Closed' });
  });
});
