// The access rule, case by case: every combination of session, role and route option.
import { describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../http';
import { accessDecision } from './access';
import { AUTH_MESSAGES } from './auth-messages';
import { FORBIDDEN_MESSAGE } from '../../errors';

const seller = { allowed: true, readOnly: false, roles: ['Housing Sales Agent'], designationId: null };
const readOnlyUser = { allowed: true, readOnly: true, roles: ['RCM_USER'], designationId: null };
const disallowed = { allowed: false, readOnly: false, roles: ['Lookup Admin'], designationId: null };
const disallowedReadOnly = { allowed: false, readOnly: true, roles: ['Lookup Admin'], designationId: null };

const allow = { allow: true };
const signIn = { allow: false, status: 401, msg: AUTH_MESSAGES.signInRequired };
const notAllowed = { allow: false, status: 403, msg: AUTH_MESSAGES.notAllowed };
const readOnly = { allow: false, status: 403, msg: AUTH_MESSAGES.readOnly };

describe('accessDecision', () => {
  it('lets anyone through a public route, whatever the method', () => {
    for (const user of [null, seller, readOnlyUser, disallowed]) {
      for (const method of ['GET', 'POST', 'DELETE']) expect(accessDecision(user, method, { public: true })).toEqual(allow);
    }
  });

  it('asks for a session on every other route', () => {
    for (const config of [undefined, {}, { allowReadOnly: true }, { allowDisallowed: true }] as (RouteAccess | undefined)[]) {
      expect(accessDecision(null, 'GET', config)).toEqual(signIn);
      expect(accessDecision(null, 'POST', config)).toEqual(signIn);
    }
  });

  it('refuses a user without an allowed role, reading or writing, unless the route is for them', () => {
    expect(accessDecision(disallowed, 'GET', {})).toEqual(notAllowed);
    expect(accessDecision(disallowed, 'PUT', { allowReadOnly: true })).toEqual(notAllowed);
    expect(accessDecision(disallowed, 'GET', { allowDisallowed: true })).toEqual(allow);
    expect(accessDecision(disallowed, 'POST', { allowDisallowed: true })).toEqual(allow);
  });

  it('still applies the read-only rule to a disallowed read-only user on a route for disallowed users', () => {
    expect(accessDecision(disallowedReadOnly, 'GET', { allowDisallowed: true })).toEqual(allow);
    expect(accessDecision(disallowedReadOnly, 'POST', { allowDisallowed: true })).toEqual(readOnly);
    expect(accessDecision(disallowedReadOnly, 'POST', { allowDisallowed: true, allowReadOnly: true })).toEqual(allow);
  });

  it('lets a read-only user read but not write, except writes meant for them', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) expect(accessDecision(readOnlyUser, method, {})).toEqual(allow);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) {
      expect(accessDecision(readOnlyUser, method, {})).toEqual(readOnly);
      expect(accessDecision(readOnlyUser, method, { allowReadOnly: true })).toEqual(allow);
    }
  });

  it('lets an allowed, writing user do anything the route allows', () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) expect(accessDecision(seller, method, undefined)).toEqual(allow);
  });

  it("refuses a user without the route's capability, with the route's refusal message when it has one", () => {
    expect(accessDecision(seller, 'POST', { capability: 'sell' })).toEqual(allow);
    expect(accessDecision(seller, 'POST', { capability: 'catalogue' })).toEqual({ allow: false, status: 403, msg: FORBIDDEN_MESSAGE });
    expect(accessDecision(seller, 'GET', { capability: ['finance', 'sell'] })).toEqual(allow);
    expect(accessDecision(seller, 'GET', { capability: ['finance', 'people'], refusal: 'Not yours.' })).toEqual({ allow: false, status: 403, msg: 'Not yours.' });
    expect(accessDecision(readOnlyUser, 'GET', { capability: 'signedIn' })).toEqual(allow);
    expect(accessDecision(readOnlyUser, 'GET', { capability: 'reports' })).toEqual(allow);
    expect(accessDecision(readOnlyUser, 'GET', { capability: 'sell' })).toEqual({ allow: false, status: 403, msg: FORBIDDEN_MESSAGE });
    // A team leader holds 'teams' by designation (spec 001 §6: 32 TL).
    expect(accessDecision({ ...seller, designationId: 32 }, 'PUT', { capability: 'teams' })).toEqual(allow);
    expect(accessDecision(seller, 'PUT', { capability: 'teams' })).toEqual({ allow: false, status: 403, msg: FORBIDDEN_MESSAGE });
  });
});
