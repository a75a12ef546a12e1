import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The endpoint ratchet (eslint.config.js, eslint.endpoint-ratchet.js): a route declared by hand on the server, or an
 * API path called by hand from the app, fails lint outside the files not moved to the endpoint table yet; a screen
 * route guarded by capabilities written in it, not by the screens table, fails too.
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
    const injectedClient = "declare const deps: { api: { post(p: string): Promise<unknown> } };\nexport const f = () => deps.api.post('/logout');\n";
    expect(await ruleIdsOf(injectedClient, 'src/app/lib/session/new-store.ts')).toContain('no-restricted-syntax');
  }, 60_000);

  it("lets a first screen call by a route reference, but not one written in the app (issue 53's callRoute)", async () => {
    const byReference =
      "import type { erpEndpoints } from '../../../../domain/erp/erp.endpoints';\nimport { erpRoutes } from '../../../../domain/erp/erp.paths';\nimport { callRoute } from '../../../lib/api/call';\nexport const f = () => callRoute<typeof erpEndpoints.events>(erpRoutes.events, { query: { page: 0 } });\n";
    expect(await ruleIdsOf(byReference, 'src/app/areas/erp/data/new-first-screen.ts')).not.toContain('no-restricted-syntax');
    const handRoute = byReference.replace('(erpRoutes.events,', "({ method: 'GET', path: '/sapna/v1/erp/events' },");
    expect(await ruleIdsOf(handRoute, 'src/app/areas/erp/data/new-first-screen.ts')).toContain('no-restricted-syntax');
  }, 60_000);

  it('keeps a route reference module free of imports (no zod on the first screens)', async () => {
    const clean = "export const erpRoutes = { events: { method: 'GET', path: '/sapna/v1/erp/events' } } as const;\n";
    expect(await ruleIdsOf(clean, 'src/domain/erp/new.paths.ts')).not.toContain('no-restricted-syntax');
    expect(await ruleIdsOf(`import { z } from 'zod';\nexport const s = z.string();\n${clean}`, 'src/domain/erp/new.paths.ts')).toContain('no-restricted-syntax');
  }, 60_000);

  it('fails a route file whose guard writes capabilities, and passes one guarded by its screen', async () => {
    const head = "import { createFileRoute } from '@tanstack/react-router';\n";
    const byScreen = `${head}import { requireScreen } from '../../lib/session/require-screen';\nexport const Route = createFileRoute('/_authed/manage-regions')({\n  beforeLoad: ({ context }) => requireScreen(context.user, '/manage-regions'),\n});\n`;
    const file = 'src/app/routes/_authed/new-scratch-screen.tsx';
    expect(await ruleIdsOf(byScreen, file)).not.toContain('no-restricted-syntax');
    const byCapability = `${head}declare function requireCapability(user: unknown, ...anyOf: string[]): void;\nexport const Route = createFileRoute('/_authed/manage-regions')({\n  beforeLoad: ({ context }) => requireCapability(context.user, 'catalogue'),\n});\n`;
    expect(await ruleIdsOf(byCapability, file)).toContain('no-restricted-syntax');
    const inline = byScreen.replace("requireScreen(context.user, '/manage-regions')", "{ if (!context.user.capabilities.includes('catalogue')) throw new Error('no'); }");
    expect(await ruleIdsOf(inline, file)).toContain('no-restricted-syntax');
    // A route file is an app file still: a hand-written API call fails there as anywhere in the app.
    const handCall = `${byScreen}declare const api: { get(p: string): Promise<unknown> };\nexport const f = () => api.get('/sapna/v1/region');\n`;
    expect(await ruleIdsOf(handCall, file)).toContain('no-restricted-syntax');
  }, 60_000);
});
