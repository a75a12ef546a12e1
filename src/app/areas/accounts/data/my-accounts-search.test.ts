import { describe, expect, it } from 'vitest';
import { accountSearchQuery, myAccountsSearchSchema } from './my-accounts-search';

describe('my-accounts filters in the URL', () => {
  it('reads the filters a link or reload carries', () => {
    expect(myAccountsSearchSchema({ q: 'Rao', cityId: '2', clientStatusId: '1', agentId: '4', sort: 'accountName', order: 'desc', page: '3' })).toEqual({
      q: 'Rao',
      cityId: 2,
      clientStatusId: 1,
      agentId: 4,
      sort: 'accountName',
      order: 'desc',
      page: 3,
    });
  });

  it('drops what a hand-edited URL gets wrong instead of failing the page', () => {
    expect(myAccountsSearchSchema({ cityId: 'x', clientStatusId: '9', sort: 'dealValue', page: '0' })).toEqual({});
  });

  it('asks the server for the 0-based page, ascending by default once a column is chosen, and leaves blanks out', () => {
    expect(accountSearchQuery({ q: '  ', sort: 'createdAt', page: 2 })).toEqual({
      q: undefined,
      cityId: undefined,
      clientStatusId: undefined,
      agentId: undefined,
      sort: 'createdAt',
      order: 'asc',
      page: 1,
    });
    expect(accountSearchQuery({}).page).toBe(0);
    expect(accountSearchQuery({}).order).toBeUndefined();
  });
});
