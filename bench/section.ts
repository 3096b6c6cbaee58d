import type { BenchDb } from './bulk-load.js';
import type { ChildServers } from './child-servers.js';

export interface BenchContext {
  /** The repository root, with a trailing slash. */
  root: string;
  servers: ChildServers;
  log: (line: string) => void;
  /** The database this run of the section measures (`sqlite` for sections that know only one). */
  db: BenchDb;
}

/** Headline figures of one run, printed side by side per database at the end of `npm run bench`. */
export type Figures = [label: string, value: string][];

export interface SectionResult {
  passed: boolean;
  figures: Figures;
}

/** One benchmark of `npm run bench`; `npm run bench -- <name>` runs only that one. */
export interface BenchSection {
  name: string;
  title: string;
  /** True when the section runs once per database selected with `--db` (default: both). */
  bothDatabases?: boolean;
  /** Resolves to true (or a result whose `passed` is true) when every goal of the section is met. */
  run(context: BenchContext): Promise<boolean | SectionResult>;
}
