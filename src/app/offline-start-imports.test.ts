/* eslint-disable no-restricted-imports -- a test that reads the app's own source files to check their import graph; it ships nothing */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 10 (instant offline start): the modules on the path from an offline cold start to my-accounts' first rows
// load light. zod's full API is 83 KB of JavaScript to fetch and evaluate before the device copy can answer, so the
// device copy's my-accounts query (search-queries.ts) and the light session registry must not reach it through their
// static imports. A type-only import is erased and does not count; a dynamic import() loads later and does not either.

const APP = import.meta.dirname;

/** The static, value imports of one module (relative and package specifiers). */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\s)([^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
    const clause = match[1] ?? '';
    // `import { type A, type B } from` brings in only types.
    const names = /\{([^}]*)\}/.exec(clause)?.[1];
    if (names !== undefined && !/^\s*[\w$]+\s*,/.test(clause) && names.split(',').every((n) => n.trim() === '' || n.trim().startsWith('type '))) continue;
    specifiers.push(match[2]!);
  }
  return specifiers;
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // Not this one.
    }
  }
  throw new Error(`Cannot resolve ${specifier} from ${from}`);
}

/** Every package a module reaches through static value imports, with the chain that reaches it. */
function packagesReached(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      const next = resolve(file, specifier);
      if (next) walk(next, [...chain, path.relative(APP, next)]);
      else if (!reached.has(specifier)) reached.set(specifier, chain);
    }
  };
  walk(entry, [path.relative(APP, entry)]);
  return reached;
}

describe('the offline start path loads light (issue 10)', () => {
  it("my-accounts' device-copy query reaches neither zod nor React", () => {
    const reached = packagesReached(path.join(APP, 'areas/accounts/offline/search-queries.ts'));
    expect(reached.get('zod')).toBeUndefined();
    expect(reached.get('react')).toBeUndefined();
  });

  it('the session registry that screens import reaches neither Dexie nor zod', () => {
    const reached = packagesReached(path.join(APP, 'lib/offline/session/session-registry.ts'));
    expect(reached.get('dexie')).toBeUndefined();
    expect(reached.get('zod')).toBeUndefined();
  });

  it('the walk sees a module that does reach zod (the check can fail)', () => {
    const reached = packagesReached(path.join(APP, 'areas/accounts/offline/queries.ts'));
    expect(reached.get('zod')).toBeDefined();
  });
});
