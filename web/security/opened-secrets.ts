import type { SecretBox } from './secret-box.js';

/**
 * Remembers what `SecretBox.open` returned for the last few hundred sealed values, so the
 * webhook worker decrypts an endpoint's secret once rather than once per delivery (AES-GCM
 * costs about as much as the rest of an attempt's CPU). Keyed by the sealed text, so a rotated
 * secret (a new sealed value) is never served stale.
 */
export function createOpenedSecrets(box: SecretBox, maxEntries = 500): (sealed: string) => string {
  const opened = new Map<string, string>();
  return (sealed) => {
    let plain = opened.get(sealed);
    if (plain === undefined) {
      plain = box.open(sealed);
      // Oldest first out: a Map iterates in insertion order.
      if (opened.size >= maxEntries) opened.delete(opened.keys().next().value!);
      opened.set(sealed, plain);
    }
    return plain;
  };
}
