import type { Database } from '../db/database.js';
import type { ExportsRepository } from '../db/repositories/exports-repository.js';
import type { Repositories } from '../db/repositories/index.js';
import type { SecretBox } from '../security/secret-box.js';

/**
 * What every use case needs: the database (SQLite or PostgreSQL, never asked which), its
 * repositories and a clock (tests pass their own).
 */
export interface ServiceDeps {
  db: Database;
  repos: Repositories;
  now: () => number;
}

/** Who did it, as written to the audit log and `approved_by`: `tok_…`, `user:…` or `cli`. */
export type Actor = string;

/** Use cases that stream exports also read through a connection of their own. */
export interface ExportDeps extends ServiceDeps {
  exports: ExportsRepository;
}

/** Use cases of webhook endpoints also seal secrets and apply the private-address policy. */
export interface WebhookDeps extends ServiceDeps {
  secretBox: SecretBox;
  /** `WEBHOOK_ALLOW_PRIVATE=1`: private addresses and plain http allowed (development, tests). */
  allowPrivateWebhooks: boolean;
}
