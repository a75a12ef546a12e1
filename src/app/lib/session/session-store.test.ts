// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/api-client';
import { createSessionStore, ROLE_NOT_ALLOWED_MESSAGE, type SessionStore } from './session-store';
import type { UserDetails } from './user-details';
import { agentUser } from '../../testing/user-fixtures';

const agent: UserDetails = agentUser();
const noAccess: UserDetails = { ...agent, id: 16, username: 'no-access', roles: ['Lookup View'], roleIds: [1008], allowed: false, capabilities: [] };

type Route = (request: Request) => Response | Promise<Response>;

/** The network edge: a tiny fake API that answers by method and path and records every call. */
function fakeApi(routes: Record<string, Route>) {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    calls.push(key);
    const route = routes[key];
    if (!route) throw new TypeError('Failed to fetch');
    return route(request);
  };
  return { api: createApiClient({ baseURL: 'http://console.test/api', fetch }), calls };
}

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let store: SessionStore | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => store?.dispose());

describe('session store', () => {
  it('loads the signed-in user once and remembers them for offline starts', async () => {
    const net = fakeApi({ 'GET /api/user/details': () => json(200, agent) });
    store = createSessionStore({ api: net.api, storage: localStorage });
    await expect(store.ensure()).resolves.toEqual({ status: 'signedIn', user: agent, offline: false });
    await store.ensure();
    expect(net.calls).toEqual(['GET /api/user/details']);
    expect(JSON.parse(localStorage.getItem('console.session.user') ?? 'null')).toMatchObject({ username: 'agent' });
  });

  it('treats a 401 on the session check as signed out and forgets the stored user', async () => {
    localStorage.setItem('console.session.user', JSON.stringify(agent));
    const net = fakeApi({ 'GET /api/user/details': () => json(401, { error: { msg: 'Please sign in to continue.' } }) });
    store = createSessionStore({ api: net.api, storage: localStorage });
    await expect(store.ensure()).resolves.toEqual({ status: 'signedOut', reason: 'notSignedIn' });
    expect(localStorage.getItem('console.session.user')).toBeNull();
  });

  it('asks nothing when the page says nobody is signed in (the sign-in page sent without a session cookie)', async () => {
    localStorage.setItem('console.session.user', JSON.stringify(agent));
    const net = fakeApi({ 'GET /api/user/details': () => json(200, agent) });
    let marks = 1;
    store = createSessionStore({ api: net.api, storage: localStorage, pageSaysSignedOut: () => marks-- > 0 });
    await expect(store.ensure()).resolves.toEqual({ status: 'signedOut', reason: 'notSignedIn' });
    expect(net.calls).toEqual([]);
    expect(localStorage.getItem('console.session.user')).toBeNull();
    // The mark is read once: a later check (after signing in elsewhere) asks the server.
    await expect(store.refresh()).resolves.toEqual({ status: 'signedIn', user: agent, offline: false });
    expect(net.calls).toEqual(['GET /api/user/details']);
  });

  it('opens offline with the last known user when the server cannot be reached', async () => {
    localStorage.setItem('console.session.user', JSON.stringify(agent));
    const net = fakeApi({});
    store = createSessionStore({ api: net.api, storage: localStorage });
    await expect(store.ensure()).resolves.toEqual({ status: 'signedIn', user: agent, offline: true });
  });

  it('asks nothing when the browser says it is offline and the device knows the user (instant offline start)', async () => {
    localStorage.setItem('console.session.user', JSON.stringify(agent));
    const net = fakeApi({ 'GET /api/user/details': () => json(200, agent) });
    let offline = true;
    store = createSessionStore({ api: net.api, storage: localStorage, isOffline: () => offline });
    await expect(store.ensure()).resolves.toEqual({ status: 'signedIn', user: agent, offline: true });
    expect(net.calls).toEqual([]);
    // Back online: the server is asked again.
    offline = false;
    await expect(store.refresh()).resolves.toEqual({ status: 'signedIn', user: agent, offline: false });
    expect(net.calls).toEqual(['GET /api/user/details']);
  });

  it('asks the server when the browser says it is offline but no user was seen on this device', async () => {
    const net = fakeApi({});
    store = createSessionStore({ api: net.api, storage: localStorage, isOffline: () => true });
    await expect(store.ensure()).rejects.toMatchObject({ message: 'Network Error' });
    expect(net.calls).toEqual(['GET /api/user/details']);
  });

  it('rejects when offline and no user was ever seen on this device', async () => {
    store = createSessionStore({ api: fakeApi({}).api, storage: localStorage });
    await expect(store.ensure()).rejects.toMatchObject({ message: 'Network Error' });
  });

  it('signs in with a form-encoded POST and becomes signed in', async () => {
    let body = '';
    const net = fakeApi({
      'POST /api/login': async (request) => {
        body = await request.text();
        return json(200, agent);
      },
    });
    store = createSessionStore({ api: net.api, storage: localStorage });
    await expect(store.signIn('agent', 'demo')).resolves.toEqual({ ok: true, user: agent });
    expect(body).toBe('username=agent&password=demo');
    expect(store.getState()).toMatchObject({ status: 'signedIn', offline: false });
  });

  it("shows the server's message for a refused sign-in, or 'Login Failed' when there is none", async () => {
    const refused = fakeApi({ 'POST /api/login': () => json(401, { error: { msg: 'Invalid username or password.' } }) });
    store = createSessionStore({ api: refused.api, storage: localStorage });
    await expect(store.signIn('agent', 'wrong')).resolves.toEqual({ ok: false, message: 'Invalid username or password.', signedOutAgain: false });
    store.dispose();

    const silent = fakeApi({ 'POST /api/login': () => new Response('', { status: 502 }) });
    store = createSessionStore({ api: silent.api, storage: localStorage });
    await expect(store.signIn('agent', 'demo')).resolves.toMatchObject({ ok: false, message: 'Login Failed' });
    expect(store.getState().status).toBe('unknown');
  });

  it('signs a user without an allowed role out at once, with a clear message', async () => {
    let cleared = 0;
    const net = fakeApi({ 'POST /api/login': () => json(200, noAccess), 'POST /api/logout': () => json(200, {}) });
    store = createSessionStore({ api: net.api, storage: localStorage, onSignedOut: () => cleared++ });
    await expect(store.signIn('no-access', 'demo')).resolves.toEqual({ ok: false, message: ROLE_NOT_ALLOWED_MESSAGE, signedOutAgain: true });
    expect(net.calls).toEqual(['POST /api/login', 'POST /api/logout']);
    expect(store.getState()).toEqual({ status: 'signedOut', reason: 'notSignedIn' });
    expect(localStorage.getItem('console.session.user')).toBeNull();
    expect(cleared).toBe(1);
  });

  it('also signs out a not-allowed user found by the session check', async () => {
    const net = fakeApi({ 'GET /api/user/details': () => json(200, noAccess), 'POST /api/logout': () => json(200, {}) });
    store = createSessionStore({ api: net.api, storage: localStorage });
    await expect(store.ensure()).resolves.toEqual({ status: 'signedOut', reason: 'notSignedIn' });
    expect(net.calls).toContain('POST /api/logout');
  });

  it('signs out on the server, and stays signed in when the server cannot be reached', async () => {
    const online = fakeApi({ 'POST /api/login': () => json(200, agent), 'POST /api/logout': () => json(200, {}) });
    store = createSessionStore({ api: online.api, storage: localStorage });
    await store.signIn('agent', 'demo');
    await store.signOut();
    expect(store.getState()).toEqual({ status: 'signedOut', reason: 'signedOut' });
    expect(localStorage.getItem('console.session.user')).toBeNull();
    store.dispose();

    const offline = fakeApi({ 'POST /api/login': () => json(200, agent) });
    store = createSessionStore({ api: offline.api, storage: localStorage });
    await store.signIn('agent', 'demo');
    await expect(store.signOut()).rejects.toMatchObject({ message: 'Network Error' });
    expect(store.getState().status).toBe('signedIn');
  });

  it('expires the session when the sync engine is refused (401), without signing out on the server', async () => {
    const net = fakeApi({ 'GET /api/user/details': () => json(200, agent) });
    store = createSessionStore({ api: net.api, storage: localStorage });
    await store.ensure();
    store.expire();
    expect(store.getState()).toEqual({ status: 'signedOut', reason: 'expired' });
    expect(net.calls).toEqual(['GET /api/user/details']);
  });

  it('marks the session expired when a later call gets a 401', async () => {
    const net = fakeApi({ 'GET /api/user/details': () => json(200, agent), 'GET /api/my-accounts': () => json(401, { error: { msg: 'Please sign in to continue.' } }) });
    store = createSessionStore({ api: net.api, storage: localStorage });
    await store.ensure();
    await net.api.get('/my-accounts').catch(() => undefined);
    expect(store.getState()).toEqual({ status: 'signedOut', reason: 'expired' });
  });
});
