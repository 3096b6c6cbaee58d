/**
 * SPEC §15: a staff email is a mailbox `local@domain.tld` of at most 254 octets. The local
 * part is a dot-atom (RFC 5322, no quoted strings: no mail client offers them), the domain has
 * at least two labels of letters, digits and inner hyphens, and its last label has two or more
 * letters. Addresses compare case-insensitively (their key is the lower-cased address).
 */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const MAILBOX = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);

export const MAX_EMAIL_OCTETS = 254;

export function isMailbox(address: string): boolean {
  return (
    Buffer.byteLength(address, 'utf8') <= MAX_EMAIL_OCTETS &&
    address.indexOf('@') <= 64 &&
    MAILBOX.test(address)
  );
}

/** The form two addresses are compared in. */
export function emailKey(address: string): string {
  return address.toLowerCase();
}

/** The domain of an address (`MAIL_FROM`'s, for Message-IDs). */
export function emailDomain(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1);
}
