import type { Capability } from '../auth/capabilities';
import { menuCapabilities, SCREENS, screenCapabilities, type ScreenPath } from '../auth/screens';
import type { EndpointDefinition } from './endpoint';

/**
 * The command that rewrites src/domain/auth/endpoint-capabilities.ts from the endpoint table, and
 * src/domain/auth/screen-access.ts from it and the screens table.
 */
export const GENERATE_CAPABILITIES_COMMAND = 'npm run gen:capabilities';

/** An endpoint's key in ENDPOINT_CAPABILITIES: its method and path, `POST /sapna/v1/region`. */
export function endpointKey(endpoint: Pick<EndpointDefinition, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/**
 * The text of src/domain/auth/endpoint-capabilities.ts: who may call each endpoint of the table, as declared (one
 * capability, a list of them, 'signedIn'), or 'public' for a route that needs no session. The screens table
 * (domain/auth/screens.ts) derives the app's guards and menu from it without loading zod or the declarations.
 */
export function renderEndpointCapabilities(table: readonly EndpointDefinition[]): string {
  const lines = table.map((endpoint) => {
    const who = endpoint.public ? 'public' : endpoint.capability;
    const value = typeof who === 'string' ? `'${who}'` : `[${who.map((c) => `'${c}'`).join(', ')}]`;
    return `  '${endpointKey(endpoint)}': ${value},`;
  });
  return [
    `// Generated from the endpoint table (src/domain/endpoints/endpoint-table.ts) by \`${GENERATE_CAPABILITIES_COMMAND}\`: do not edit.`,
    "import type { Capability } from './capabilities';",
    '',
    '/**',
    ' * Who may call each endpoint of the table, by method and path: its capability (or any one of a list), \'signedIn\'',
    ' * for every user with an allowed role, \'public\' for no session. Zod-free, so the first screens may load it.',
    ' */',
    'export const ENDPOINT_CAPABILITIES = {',
    ...lines,
    "} as const satisfies Readonly<Record<string, Capability | readonly Capability[] | 'signedIn' | 'public'>>;",
    '',
    '/** An endpoint of the table, `POST /sapna/v1/region`. */',
    'export type EndpointKey = keyof typeof ENDPOINT_CAPABILITIES;',
    '',
  ].join('\n');
}

const list = (capabilities: readonly Capability[]) => `[${capabilities.map((c) => `'${c}'`).join(', ')}]`;

/**
 * The text of src/domain/auth/screen-access.ts: who may open each screen and who the menu lists it for, resolved
 * from the screens table (domain/auth/screens.ts) and ENDPOINT_CAPABILITIES. The guards and the menu load on sign-in:
 * they read this small table, not the endpoint keys behind it (about 4 KB gzip less on sign-in and home).
 */
export function renderScreenAccess(): string {
  const lines = (Object.keys(SCREENS) as ScreenPath[]).map((screen) => {
    const open = screenCapabilities(screen);
    const menu = menuCapabilities(screen);
    const sameMenu = list(menu) === list(open);
    return `  '${screen}': { open: ${list(open)}${sameMenu ? '' : `, menu: ${list(menu)}`} },`;
  });
  return [
    `// Generated from the screens table (src/domain/auth/screens.ts) and the endpoint table by \`${GENERATE_CAPABILITIES_COMMAND}\`: do not edit.`,
    "import type { Capability } from './capabilities';",
    "import type { ScreenPath } from './screens';",
    '',
    '/** Who may open each screen (`open`: its route guard) and, when fewer, who the menu lists it for (`menu`). */',
    'export const SCREEN_ACCESS: Readonly<Record<ScreenPath, { readonly open: readonly Capability[]; readonly menu?: readonly Capability[] }>> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}
