import type { SecretBox } from '../../security/secret-box.js';
import { type Session, type SessionStorage, shopifyApiLib } from './shopify-lib.js';

/**
 * Wraps a session storage so the access and refresh tokens are stored sealed (AES-256-GCM,
 * `ENCRYPTION_KEY`) and never as plain text in the `session` table. A token that no longer
 * opens (the key changed) reads as no session, so the next request exchanges a fresh one.
 */
export function encryptedSessionStorage(inner: SessionStorage, box: SecretBox): SessionStorage {
  const withTokens = (session: Session, map: (token: string) => string): Session => {
    const copy = new shopifyApiLib.Session(session.toObject());
    if (session.accessToken) copy.accessToken = map(session.accessToken);
    if (session.refreshToken) copy.refreshToken = map(session.refreshToken);
    return copy;
  };
  const open = (session: Session | undefined): Session | undefined => {
    if (!session) return undefined;
    try {
      return withTokens(session, box.open);
    } catch {
      return undefined;
    }
  };
  return {
    storeSession: (session) => inner.storeSession(withTokens(session, box.seal)),
    loadSession: async (id) => open(await inner.loadSession(id)),
    deleteSession: (id) => inner.deleteSession(id),
    deleteSessions: (ids) => inner.deleteSessions(ids),
    findSessionsByShop: async (shop) =>
      (await inner.findSessionsByShop(shop)).map(open).filter((session) => session !== undefined),
  };
}
