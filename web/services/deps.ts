import type { Database } from '../db/database.js';
import type { ExportsRepository } from '../db/repositories/exports-repository.js';
import type { Repositories } from '../db/repositories/index.js';
import type { PinHasher } from '../security/pin-hash.js';
import type { SecretBox } from '../security/secret-box.js';
import type { PinCheckGate } from './clock/pin-check-gate.js';

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

/** Use cases that set a clock PIN hash it in the instance's fair queue (web/security/pin-hash.ts). */
export interface PinHashDeps extends ServiceDeps {
  pinHasher: PinHasher;
}

/** The clock checks PINs, at most a few per shop at once (SPEC §10). */
export interface ClockDeps extends PinHashDeps {
  pinChecks: PinCheckGate;
}

/** What the staff app and the email channel know of the instance (SPEC §15–16). */
export interface StaffAppSettings {
  /** SHOPIFY_APP_URL, else PUBLIC_URL, else `http://localhost:<PORT>`; no trailing slash. */
  appUrl: string;
  /** MAIL_FROM, or its default. */
  mailFrom: string;
  /** True when SMTP_URL is set: only then are emails queued. */
  emailEnabled: boolean;
  /** NOTIFY_DEBOUNCE_MS: how long changes to published shifts gather per person (ms). */
  notifyDebounceMs: number;
  /**
   * Where a sign-in link goes when email is off and NODE_ENV=development (SPEC §16): the log.
   * Undefined elsewhere: the link is made and dropped.
   */
  logSignInLink?: ((recipient: string, link: string) => void) | undefined;
}

/** Use cases that write emails, sign staff in or show the staff app's links. */
export interface StaffAppDeps extends ServiceDeps {
  secretBox: SecretBox;
  staffApp: StaffAppSettings;
}
