import type { SecretBox } from '../../security/secret-box.js';
import { isStaffPreferenceKind, type StaffPreferenceKind } from './templates/index.js';

/**
 * The token of a one-click unsubscribe link (RFC 8058, SPEC §16; decision 58): the shop, the
 * staff member and the kind, in base64url, then an HMAC of both under a sub-key of the app's key. Nothing is
 * stored: the link of an email sent years ago still works, a forged one does not, and once
 * the staff member is gone (erased with the shop) it finds no one and is a 404.
 */
const PURPOSE = 'unsubscribe v1';
/** 128 bits of the HMAC: unguessable, and the link stays short. */
const MAC_HEX = 32;

export interface UnsubscribeTarget {
  shopId: string;
  staffId: string;
  kind: StaffPreferenceKind;
}

export function unsubscribeToken(box: SecretBox, target: UnsubscribeTarget): string {
  const body = Buffer.from(`${target.shopId}:${target.staffId}:${target.kind}`, 'utf8').toString('base64url');
  return `${body}.${box.fingerprint(PURPOSE, body).slice(0, MAC_HEX)}`;
}

/** The target of a token this app made, or null for anything else. */
export function readUnsubscribeToken(box: SecretBox, token: string): UnsubscribeTarget | null {
  const match = /^([A-Za-z0-9_-]{1,200})\.([0-9a-f]{32})$/.exec(token);
  if (!match) return null;
  const [, body, mac] = match as unknown as [string, string, string];
  const expected = box.fingerprint(PURPOSE, body).slice(0, MAC_HEX);
  // Both are hex of one length: a constant-time compare keeps the MAC from leaking by timing.
  let diff = 0;
  for (let i = 0; i < MAC_HEX; i++) diff |= expected.charCodeAt(i) ^ mac.charCodeAt(i);
  if (diff !== 0) return null;
  const [shopId, staffId, kind] = Buffer.from(body, 'base64url').toString('utf8').split(':');
  if (!shopId || !staffId || !kind || !isStaffPreferenceKind(kind)) return null;
  return { shopId, staffId, kind };
}

/** `<app URL>/unsubscribe/<token>`. */
export function unsubscribeUrl(appUrl: string, box: SecretBox, target: UnsubscribeTarget): string {
  return `${appUrl}/unsubscribe/${unsubscribeToken(box, target)}`;
}
