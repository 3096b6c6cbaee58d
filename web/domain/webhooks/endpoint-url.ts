import { isIP } from 'node:net';
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
