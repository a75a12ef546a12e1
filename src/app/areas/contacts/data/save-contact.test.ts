// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContact } from './save-contact';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createContact, sent directly (no copy on this device)', () => {
  it('sends the client id the card was shown under, so the copy later holds the contact under it', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ id: 9 }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    await createContact(7, { name: 'Asha Rao', email: null, phone: '9876543210', contactTypeId: 1 });
    expect(bodies).toEqual([expect.objectContaining({ accountId: 7, name: 'Asha Rao', clientId: expect.stringMatching(/^[0-9a-f-]{36}$/) })]);
  });
});
