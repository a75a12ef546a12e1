/** One benchmark suite of `npm run bench`: it measures, and answers tables (or why it could not run). */
export type Table = {
  title: string;
  columns: string[];
  rows: string[][];
  /** Lines printed under the table (targets, what was measured, caveats). */
  notes?: string[];
};

export type SuiteOutcome = { tables: Table[] } | { skipped: string };

export type Suite = {
  /** The argument that selects it: `npm run bench -- <name>`. */
  name: string;
  /** What it measures, for the runner's list. */
  about: string;
  /** Prints progress as it goes; answers its tables at the end. */
  run: (log: (line: string) => void) => Promise<SuiteOutcome>;
};
