export const SCOPES = [
  'read_timesheets',
  'write_timesheets',
  'read_shifts',
  'write_shifts',
  'read_staff',
  'write_staff',
  'read_payroll',
  'write_payroll',
  'read_commissions',
  'write_commissions',
  'read_webhooks',
  'write_webhooks',
  'read_tokens',
  'write_tokens',
  'read_shop',
  'write_shop',
  // SPEC §10: a shop's kiosk holds write_clock alone.
  'read_clock',
  'write_clock',
] as const;
export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** The scopes a grant really holds: a `write_X` scope implies `read_X`. */
export function expandScopes(granted: Iterable<string>): Set<Scope> {
  const out = new Set<Scope>();
  for (const scope of granted) {
    if (!isScope(scope)) continue;
    out.add(scope);
    if (scope.startsWith('write_')) out.add(`read_${scope.slice(6)}` as Scope);
  }
  return out;
}

export const ALL_SCOPES: ReadonlySet<Scope> = new Set(SCOPES);
