import { describe, expect, it } from 'vitest';
import { endpointPortProblem } from '../../web/domain/webhooks/endpoint-port.js';
import { endpointUrlProblem, endpointUrlRuleProblem } from '../../web/domain/webhooks/endpoint-url.js';
import { isPrivateAddress } from '../../web/domain/webhooks/private-address.js';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
  ])('refuses %s, as before', (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });

  it.each(['fec0::1', 'fec0:0:0:ffff::1', 'feff:ffff::1', 'FEC0::1'])(
    'refuses the deprecated site-local range fec0::/10: %s',
    (ip) => {
      expect(isPrivateAddress(ip)).toBe(true);
    },
  );

  it.each([
    // The embedded IPv4 address is private…
    '2002:7f00:1::1',
    '2002:a9fe:a9fe::',
    '2002:c0a8:101::1',
    // …and public: 6to4 is refused whole, since relays forward it to an IPv4 host we do not check.
    '2002:808:808::1',
    '2002::',
    '2002:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
  ])('refuses all of 6to4, 2002::/16, whatever IPv4 address it embeds: %s', (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '2606:2800:220:1:248:1893:25c8:1946',
    '2001:4860:4860::8888',
    // Just outside the new ranges.
    'fe7f::1',
    'fbff::1',
    '2003::1',
    '2001::1',
  ])('lets the public address %s through', (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
  });

  it('refuses what is not an address at all', () => {
    expect(isPrivateAddress('example.com')).toBe(true);
  });
});

describe('endpoint URL ports (decision 0039)', () => {
  const port = (url: string) => endpointPortProblem(new URL(url));

  it('allows 443 (also when implied), 8443 and ordinary high ports', () => {
    for (const url of [
      'https://example.com/hook',
      'https://example.com:443/hook',
      'https://example.com:8443/hook',
      'https://example.com:1024/hook',
      'https://example.com:4443/hook',
      'https://example.com:9443/hook',
      'https://example.com:65535/hook',
    ])
      expect(port(url), url).toBeNull();
  });

  it('refuses the ports of system services below 1024, naming the rule', () => {
    for (const p of [1, 22, 25, 80, 389, 636, 1023])
      expect(port(`https://example.com:${p}/hook`)).toBe(
        `must use port 443, 8443 or one from 1024 to 65535, not ${p}`,
      );
  });

  it('refuses the well-known ports of databases, caches and control planes, naming the service', () => {
    expect(port('https://example.com:6379/hook')).toBe('must not use port 6379, where Redis listens');
    for (const p of [3306, 5432, 9200, 27017, 2375, 6443, 10250, 11211])
      expect(port(`https://example.com:${p}/hook`)).toMatch(/^must not use port \d+, where .+ listens$/);
  });

  it('is lifted with WEBHOOK_ALLOW_PRIVATE, as the other target checks are', () => {
    expect(endpointUrlRuleProblem('https://example.com:6379/hook', false)).not.toBeNull();
    expect(endpointUrlRuleProblem('https://example.com:6379/hook', true)).toBeNull();
    expect(endpointUrlRuleProblem('http://127.0.0.1:54321/hook', true)).toBeNull();
    expect(endpointUrlProblem('http://127.0.0.1:54321/hook', true)).toBeNull();
  });

  it('checks literal 6to4 and site-local hosts in URLs too', () => {
    for (const url of ['https://[2002:7f00:1::1]/hook', 'https://[fec0::1]/hook'])
      expect(endpointUrlProblem(url, false), url).toBe(
        'must not point to a private, loopback or link-local address',
      );
  });
});
