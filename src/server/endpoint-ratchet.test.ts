import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The endpoint ratchet (eslint.config.js, eslint.endpoint-ratchet.js): a route declared by hand on the server, or an
 * API path called by hand from the app, fails lint outside the files not moved to the endpoint table yet.
 */
describe('the endpoint ratchet', () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const ruleIdsOf = async (code: string, filePath: string) => (await eslint.lintText(code, { filePath }))[0]!.messages.map((m) => m.ruleId);

  it('fails a server file that declares a route outside the endpoint table', async () => {
    const handRoute = "export async function r(api: { get(p: string, h: () => unknown): void }) {\n  api.get('/sapna/v1/x', () => ({}));\n}\n";
    expect(await ruleIdsOf(handRoute, 'src/server/modules/contacts/new-hand.routes.ts')).toContain('no-restricted-syntax');
    const tableRoute = 'export const r = (route: (e: unknown) => void) => route({});\n';
    expect(await ruleIdsOf(tableRoute, 'src/server/modules/contacts/new-table.routes.ts')).not.toContain('no-restricted-syntax');
  }, 60_000);

  it('fails an app file that calls a path by hand', async () => {
    const handCall = "declare const api: { get(p: string): Promise<unknown> };\nexport const f = () => api.get('/sapna/v1/contact');\n";
    expect(await ruleIdsOf(handCall, 'src/app/areas/contacts/data/new-hand-call.ts')).toContain('no-restricted-syntax');
  }, 60_000);
});
