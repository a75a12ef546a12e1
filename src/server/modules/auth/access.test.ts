// The access rule, case by case: every combination of session, role and route option.
import { describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../http';
import { accessDecision } from './access';
import { AUTH_MESSAGES } from './auth-messages';

const seller = { allowed: true, readOnly: false };
const readOnlyUser = { allowed: true, readOnly: true };
const disallowed = { allowed: false, readOnly: false };
const disallowedReadOnly = { allowed: false, readOnly: true };

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
});
