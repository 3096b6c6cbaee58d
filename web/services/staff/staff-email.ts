import { emailKey, isMailbox } from '../../domain/email/email-address.js';
import { AppError, invalidEmail } from '../../domain/errors.js';
import type { ServiceDeps } from '../deps.js';

/** A staff member's email as stored: the address as given and its key (SPEC §15). */
export interface StaffEmail {
  email: string | null;
  emailKey: string | null;
}

/** Checks an email of a request: not a mailbox → 422 `invalid_email`; null clears it. */
export function staffEmail(address: string | null): StaffEmail {
  if (address === null) return { email: null, emailKey: null };
  if (!isMailbox(address))
    throw invalidEmail(
      'email',
      'The email must be an address like name@example.com, at most 254 characters.',
    );
  return { email: address, emailKey: emailKey(address) };
}

/** One staff member per address in a shop, whatever its case (409 `email_taken`); under the shop's lock. */
export async function assertEmailFree(
  deps: ServiceDeps,
  shopId: string,
  key: string | null,
  exceptId?: string,
): Promise<void> {
  if (key === null) return;
  const holder = await deps.repos.staff.findByEmailKey(shopId, key);
  if (holder && holder.id !== exceptId) {
    throw new AppError('email_taken', 'Another staff member of this shop already has that email.', {
      errors: [{ field: 'email', message: 'already taken' }],
    });
  }
}
