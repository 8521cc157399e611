import { describe, expect, it } from 'vitest';
import { checkOutbound, classifyHost, OutboundRefusedError, resolveOutbound } from '../src/security/outbound-address';

/**
 * The address rule (security/outbound-address.ts, issue 41) on its own: every spelling of a
 * forbidden address, and the check after DNS resolution with a resolver the test controls (a name
 * that resolves to a public and a private address, as a rebinding attacker's would).
 */
describe('classifyHost', () => {
  it.each([
    ['2130706433', 'loopback', '127.0.0.1'],
    ['0x7f000001', 'loopback', '127.0.0.1'],
    ['0177.0.0.1', 'loopback', '127.0.0.1'],
    ['127.1', 'loopback', '127.0.0.1'],
    ['0x7f.1', 'loopback', '127.0.0.1'],
    ['[::1]', 'loopback', '::1'],
    ['::ffff:127.0.0.1', 'loopback', '::ffff:127.0.0.1'],
    ['::ffff:7f00:1', 'loopback', '::ffff:7f00:1'],
    ['64:ff9b::a00:1', 'private', '64:ff9b::a00:1'],
    ['2002:c0a8:101::1', 'private', '2002:c0a8:101::1'],
    ['10.1.2.3', 'private', '10.1.2.3'],
    ['172.31.255.255', 'private', '172.31.255.255'],
    ['100.127.0.1', 'private', '100.127.0.1'],
    ['FC00::1', 'private', 'fc00::1'],
    ['169.254.169.254.', 'metadata', '169.254.169.254'],
    ['fd00:ec2::254', 'metadata', 'fd00:ec2::254'],
    ['[::ffff:a9fe:a9fe]', 'metadata', '::ffff:a9fe:a9fe'],
    ['FE80::1', 'link-local', 'fe80::1'],
    ['0.0.0.0', 'unspecified', '0.0.0.0'],
    ['::', 'unspecified', '::'],
    ['239.1.1.1', 'reserved', '239.1.1.1'],
    ['172.32.0.1', 'public', '172.32.0.1'],
    ['8.8.8.8', 'public', '8.8.8.8'],
  ])('%s is %s', (host, kind, ip) => {
    expect(classifyHost(host)).toEqual({ kind, ip });
  });

  it.each([
    ['LOCALHOST.', 'loopback'],
    ['smtp.localhost', 'loopback'],
    ['Metadata.Google.Internal.', 'metadata'],
    ['metadata', 'metadata'],
    ['smtp.gmail.com', 'name'],
    ['256.1.1.1', 'invalid'],
    ['1.2.3.4.5', 'invalid'],
    ['mail.example.123', 'invalid'],
  ])('%s is %s', (host, kind) => {
    expect(classifyHost(host).kind).toBe(kind);
  });
});

describe('checkOutbound', () => {
  it('lifts loopback and private ranges (and their port rule) only with ALLOW_PRIVATE_HOSTS', () => {
    expect(checkOutbound('127.0.0.1', 587, false)).toMatchObject({ allowed: false, field: 'host' });
    expect(checkOutbound('127.0.0.1', 40123, true)).toEqual({ allowed: true });
    expect(checkOutbound('10.0.0.5', 25, true)).toEqual({ allowed: true });
  });

  it('keeps link-local, metadata and unspecified refused whatever ALLOW_PRIVATE_HOSTS says', () => {
    for (const host of ['169.254.169.254', '169.254.10.1', 'fd00:ec2::254', 'fe80::1', 'metadata.google.internal', '0.0.0.0', '::']) {
      expect(checkOutbound(host, 587, true), host).toMatchObject({ allowed: false, field: 'host' });
    }
  });

  it('allows a public address or name on a mail port only', () => {
    for (const port of [25, 465, 587, 2525]) expect(checkOutbound('smtp.example.org', port, false)).toEqual({ allowed: true });
    for (const port of [22, 80, 2526]) expect(checkOutbound('8.8.8.8', port, false)).toMatchObject({ allowed: false, field: 'port' });
  });
});

describe('resolveOutbound', () => {
  const resolvingTo = (...addresses: string[]) => async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a name when any address it resolves to is forbidden', async () => {
    await expect(resolveOutbound('mail.example.org', 587, { allowPrivate: false, lookup: resolvingTo('93.184.216.34', '127.0.0.1') })).rejects.toBeInstanceOf(OutboundRefusedError);
    await expect(resolveOutbound('mail.example.org', 587, { allowPrivate: true, lookup: resolvingTo('169.254.169.254') })).rejects.toThrow(/link-local or cloud metadata/);
    await expect(resolveOutbound('mail.example.org', 587, { allowPrivate: false, lookup: resolvingTo('::ffff:10.0.0.1') })).rejects.toThrow(/private network/);
  });

  it('answers the address it checked, to connect to, and the canonical form of a literal', async () => {
    expect(await resolveOutbound('mail.example.org', 587, { allowPrivate: false, lookup: resolvingTo('93.184.216.34', '2606:2800:220:1::1') })).toBe('93.184.216.34');
    expect(await resolveOutbound('2130706433', 2525, { allowPrivate: true, lookup: resolvingTo() })).toBe('127.0.0.1');
    await expect(resolveOutbound('mail.example.org', 587, { allowPrivate: false, lookup: resolvingTo() })).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });
});
