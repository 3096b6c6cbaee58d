import type { ServiceDeps, StaffAppDeps } from '../deps.js';

/**
 * What a use case that may cause an email takes: any service deps, and the email channel when
 * the caller has one. The HTTP routes and the scanner always do; the CLI's `demo` does not, so a
 * demo week is published without emails.
 */
export type NotifyingDeps = ServiceDeps & Partial<Pick<StaffAppDeps, 'secretBox' | 'staffApp'>>;

/** The deps to queue emails with, or undefined when emails are off (no SMTP_URL, or no channel). */
export function emailDeps(deps: NotifyingDeps): StaffAppDeps | undefined {
  const { secretBox, staffApp } = deps;
  return secretBox && staffApp?.emailEnabled ? { ...deps, secretBox, staffApp } : undefined;
}

/** The staff app's address, linked from every staff email. */
export function staffAppLink(deps: NotifyingDeps): string {
  return `${deps.staffApp?.appUrl ?? ''}/staff`;
}
