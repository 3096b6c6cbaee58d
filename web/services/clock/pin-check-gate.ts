import { AppError } from '../../domain/errors.js';

/** PIN checks of one shop in flight at once in one app instance (SPEC §10). */
export const PIN_CHECKS_PER_SHOP = 4;

/**
 * Counts each shop's PIN checks in flight in this instance and refuses one more than
 * `perShop` (default PIN_CHECKS_PER_SHOP): `429 rate_limited` with `Retry-After: 1`. A check
 * is in flight from its admission to its answer, so a shop's flood waits in no queue here: what
 * is over the limit is refused at once, before it is counted toward a PIN lock or hashed, and
 * the shop's hashes in the fair queue (web/security/pin-hash.ts) are never more than `perShop`.
 * In process memory on purpose: it shares this instance's CPU, which is what it protects; the
 * lock itself lives in the database.
 */
export interface PinCheckGate {
  /** Admits one PIN check of the shop and answers its release, or throws the 429. */
  enter(shopId: string): () => void;
}

export function createPinCheckGate(perShop = PIN_CHECKS_PER_SHOP): PinCheckGate {
  const inFlight = new Map<string, number>();
  return {
    enter(shopId) {
      const now = inFlight.get(shopId) ?? 0;
      if (now >= perShop)
        throw new AppError(
          'rate_limited',
          `This shop already has ${perShop} PIN checks under way. Try again in a second.`,
          { headers: { 'Retry-After': '1' } },
        );
      inFlight.set(shopId, now + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (inFlight.get(shopId) ?? 1) - 1;
        if (left === 0) inFlight.delete(shopId);
        else inFlight.set(shopId, left);
      };
    },
  };
}
