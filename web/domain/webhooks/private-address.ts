import { isIPv4, isIPv6 } from 'node:net';

/**
 * Addresses a webhook must never reach unless private targets are allowed: loopback, private
 * ranges, link-local (cloud metadata lives at 169.254.169.254), carrier-grade NAT, "this
 * network", multicast and reserved space, in IPv4 and IPv6 (IPv4-mapped forms included), and
 * two IPv6 ranges that can lead back inside: deprecated site-local addresses and 6to4.
 */
const BLOCKED_V4: Array<[number, number]> = [
  [ipv4ToInt('0.0.0.0'), 8],
  [ipv4ToInt('10.0.0.0'), 8],
  [ipv4ToInt('100.64.0.0'), 10],
  [ipv4ToInt('127.0.0.0'), 8],
  [ipv4ToInt('169.254.0.0'), 16],
  [ipv4ToInt('172.16.0.0'), 12],
  [ipv4ToInt('192.0.0.0'), 24],
  [ipv4ToInt('192.168.0.0'), 16],
  [ipv4ToInt('198.18.0.0'), 15],
  [ipv4ToInt('224.0.0.0'), 4],
  [ipv4ToInt('240.0.0.0'), 4],
];

function ipv4ToInt(ip: string): number {
  return ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

function blockedV4(ip: string): boolean {
  const value = ipv4ToInt(ip);
  return BLOCKED_V4.some(
    ([base, bits]) => Math.floor(value / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)),
  );
}

function expandV6(ip: string): number[] {
  let text = ip.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const n = ipv4ToInt(v4[1]!);
    text = text.replace(v4[1]!, `${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`);
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  const parts =
    tail === undefined ? headParts : [...headParts, ...new Array(missing).fill('0'), ...tailParts];
  return parts.map((part) => Number.parseInt(part || '0', 16));
}

function blockedV6(ip: string): boolean {
  const words = expandV6(ip.replace(/%.*$/, ''));
  const [w0 = 0, w1 = 0, w2 = 0, w3 = 0, w4 = 0, w5 = 0, w6 = 0, w7 = 0] = words;
  if (words.slice(0, 7).every((w) => w === 0) && (w7 === 0 || w7 === 1)) return true; // :: and ::1
  if (w0 === 0 && w1 === 0 && w2 === 0 && w3 === 0 && w4 === 0 && (w5 === 0xffff || w5 === 0)) {
    return blockedV4(`${w6 >> 8}.${w6 & 255}.${w7 >> 8}.${w7 & 255}`); // IPv4-mapped / compatible
  }
  if (w0 === 0x64 && w1 === 0xff9b) return blockedV4(`${w6 >> 8}.${w6 & 255}.${w7 >> 8}.${w7 & 255}`); // NAT64
  if ((w0 & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if ((w0 & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  // Site-local fec0::/10: deprecated (RFC 3879) but still routed inside some networks, as
  // private as fc00::/7.
  if ((w0 & 0xffc0) === 0xfec0) return true;
  // 6to4 2002::/16 carries an IPv4 address in its next 32 bits, and whatever relay or router
  // handles it sends the packet on to that IPv4 host: 2002:7f00:1:: is 127.0.0.1 and
  // 2002:a9fe:a9fe:: the metadata service. Checking the embedded address would still hand the
  // packet to relays nobody here controls, and 6to4 is deprecated (RFC 7526): no receiver
  // needs it, so all of it is refused.
  if (w0 === 0x2002) return true;
  if ((w0 & 0xff00) === 0xff00) return true; // multicast
  return false;
}

export function isPrivateAddress(ip: string): boolean {
  if (isIPv4(ip)) return blockedV4(ip);
  if (isIPv6(ip)) return blockedV6(ip);
  return true;
}
