import { isIP } from 'node:net';
import { endpointPortProblem } from './endpoint-port.js';
import { isPrivateAddress } from './private-address.js';

/**
 * Checks what can be checked before any connection: https (http only when private targets are
 * allowed), no credentials, and no literal private address. Host names are checked again at
 * connect time, after DNS, which closes rebinding.
 */
export function endpointUrlProblem(text: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'must use https';
  if (url.username || url.password) return 'must not carry credentials';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate) {
    if (host === 'localhost' || host.endsWith('.localhost'))
      return 'must not point to a private, loopback or link-local address';
    if (isIP(host) && isPrivateAddress(host))
      return 'must not point to a private, loopback or link-local address';
  }
  return null;
}

/**
 * What a well-formed endpoint URL may still not do (a 422, where `endpointUrlProblem` is a
 * 400): use a port outside decision 0039's rule. `WEBHOOK_ALLOW_PRIVATE=1` lifts it, as it lifts
 * every other target check (development and tests run receivers on random ports).
 */
export function endpointUrlRuleProblem(text: string, allowPrivate: boolean): string | null {
  if (allowPrivate) return null;
  return endpointPortProblem(new URL(text));
}
