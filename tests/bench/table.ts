import type { Suite, Table } from './suite';

const pad = (text: string, width: number, right: boolean) => (right ? text.padStart(width) : text.padEnd(width));

/** A cell is right-aligned when it reads as a number (figures line up). */
const numeric = (text: string) => /^[-+]?[\d,.]+\s*(ms|s|MB|%|req\/s)?$/.test(text.trim());

/** The table as Markdown (pastes straight into the issue), columns aligned for the terminal. */
export function formatTable(table: Table): string {
  const widths = table.columns.map((c, i) => Math.max(c.length, ...table.rows.map((r) => (r[i] ?? '').length), 3));
  const line = (cells: string[], header = false) =>
    `| ${widths.map((w, i) => pad(cells[i] ?? '', w, !header && numeric(cells[i] ?? ''))).join(' | ')} |`;
  const rule = `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`;
  const out = [`### ${table.title}`, '', line(table.columns, true), rule, ...table.rows.map((r) => line(r))];
  if (table.notes?.length) out.push('', ...table.notes.map((n) => `- ${n}`));
  return out.join('\n');
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value).toString()} ms`;
export const seconds = (valueMs: number) => `${(valueMs / 1000).toFixed(1)} s`;
export const megabytes = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
export const count = (value: number) => Math.round(value).toLocaleString('en-US');

/** Runs one suite as its own script (`node scripts/run-ts.mjs tests/bench/<suite>.ts`), printing its tables. */
export function runStandalone(suite: Suite): void {
  suite.run(console.log).then(
    (outcome) => {
      if ('skipped' in outcome) console.log(`Skipped: ${outcome.skipped}`);
      else for (const t of outcome.tables) console.log(`\n${formatTable(t)}\n`);
      process.exit(0);
    },
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
