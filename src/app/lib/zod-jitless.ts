import { config } from 'zod/v4/core';

/*
 * Zod compiles fast object parsers with `new Function` when it may; the first parse probes for it, which the
 * console's Content-Security-Policy (script-src 'self', no 'unsafe-eval') refuses and the browser reports as a
 * CSP violation (Lighthouse's best-practices audit flags it). The app parses with the plain interpreter instead.
 * The server keeps the compiled parsers. Imported first by main.tsx, for its side effect.
 */
config({ jitless: true });
