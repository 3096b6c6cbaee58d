import type { ChildServers } from './child-servers.js';

export interface BenchContext {
  /** The repository root, with a trailing slash. */
  root: string;
  servers: ChildServers;
  log: (line: string) => void;
}

/** One benchmark of `npm run bench`; `npm run bench -- <name>` runs only that one. */
export interface BenchSection {
  name: string;
  title: string;
  /** Resolves to true when every goal of the section is met. */
  run(context: BenchContext): Promise<boolean>;
}
