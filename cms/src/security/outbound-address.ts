import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * The one rule for every address an admin can make this server connect to (issue 41): the Email
 * card's mail server now, push endpoints later. Loopback, private, link-local, unique-local,
 * metadata, unspecified and multicast addresses are refused, in every spelling (2130706433,
 * 0x7f000001, 0177.0.0.1, 127.1, [::1], ::ffff:127.0.0.1, trailing dots, upper case), and a name is
 * checked again after DNS resolution, on every address it resolves to. ALLOW_PRIVATE_HOSTS=true
 * lifts the rule for loopback and private ranges only (tests, an operator's local relay); link-local
 * and metadata addresses stay refused whatever it says. Hosts are at most 253 characters (the
 * callers' field rules), which bounds the few regexes below.
 */
export type AddressKind = 'public' | 'name' | 'loopback' | 'private' | 'link-local' | 'metadata' | 'unspecified' | 'reserved' | 'invalid';

export type OutboundVerdict = { allowed: true } | { allowed: false; field: 'host' | 'port'; reason: string };

/** The ports a mail server is reached on; others only on a private address with ALLOW_PRIVATE_HOSTS. */
export const MAIL_PORTS = [25, 465, 587, 2525] as const;

export const allowPrivateHosts = (env: NodeJS.ProcessEnv = process.env) => env.ALLOW_PRIVATE_HOSTS === 'true';

const METADATA_NAMES = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data', 'instance-data.ec2.internal', 'metadata.azure.internal']);

const ranges = (entries: Array<[string, number, 'ipv4' | 'ipv6']>) => {
  const list = new BlockList();
  for (const [network, prefix, type] of entries) list.addSubnet(network, prefix, type);
  return list;
};

/** Checked in this order: the first list an address is on names its kind. */
const KINDS: Array<[Exclude<AddressKind, 'public' | 'name' | 'invalid'>, BlockList]> = [
  ['metadata', ranges([['169.254.169.254', 32, 'ipv4'], ['fd00:ec2::254', 128, 'ipv6']])],
  ['unspecified', ranges([['0.0.0.0', 8, 'ipv4'], ['::', 128, 'ipv6']])],
  ['loopback', ranges([['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']])],
  ['link-local', ranges([['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']])],
  [
    'private',
    ranges([
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      ['100.64.0.0', 10, 'ipv4'],
      ['fc00::', 7, 'ipv6'],
      ['fec0::', 10, 'ipv6'],
    ]),
  ],
  ['reserved', ranges([['224.0.0.0', 3, 'ipv4'], ['ff00::', 8, 'ipv6']])],
];

/** One part of a numeric IPv4 spelling as inet_aton reads it: 0x hex, 0 octal, else decimal. */
const partValue = (part: string): number | null => {
  if (/^0x[0-9a-f]*$/.test(part)) return part.length === 2 ? 0 : Number.parseInt(part.slice(2), 16);
  if (/^0[0-7]*$/.test(part)) return Number.parseInt(part, 8);
  if (/^[1-9][0-9]*$/.test(part)) return Number(part);
  return null;
};

/** A numeric IPv4 spelling (1 to 4 parts, the last filling the remaining bytes) in dotted form, or null. */
const numericIPv4 = (host: string): string | null => {
  const parts = host.split('.');
  if (parts.length > 4 || parts.some((part) => part.length > 12)) return null;
  const values = parts.map(partValue);
  if (values.some((value) => value === null)) return null;
  const numbers = values as number[];
  const last = numbers.pop() as number;
  if (numbers.some((value) => value > 255) || last >= 256 ** (4 - numbers.length)) return null;
  let total = last;
  numbers.forEach((value, index) => (total += value * 256 ** (3 - index)));
  return [24, 16, 8, 0].map((shift) => Math.floor(total / 2 ** shift) % 256).join('.');
};

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4), or null. */
const embeddedIPv4 = (address: string): string | null => {
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  const words = dotted ? `${dotted[1]}${dotted[2].split('.').reduce((text, byte, index) => text + (index % 2 ? '' : ':') + Number(byte).toString(16).padStart(2, '0'), '').slice(1)}` : address;
  const [head, tail] = words.includes('::') ? words.split('::') : [words, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const value = groups.map((group) => Number.parseInt(group || '0', 16));
  const asIPv4 = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');
  const zeros = (from: number, to: number) => value.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && (value[5] === 0xffff || (value[5] === 0 && (value[6] || value[7] > 1)))) return asIPv4(value[6], value[7]);
  if (value[0] === 0x64 && value[1] === 0xff9b && zeros(2, 6)) return asIPv4(value[6], value[7]);
  if (value[0] === 0x2002) return asIPv4(value[1], value[2]);
  return null;
};

const kindOfIp = (address: string, type: 'ipv4' | 'ipv6'): AddressKind => {
  for (const [kind, list] of KINDS) if (list.check(address, type)) return kind;
  if (type === 'ipv6') {
    const inner = embeddedIPv4(address);
    if (inner) return kindOfIp(inner, 'ipv4');
  }
  return 'public';
};

/** The host as it is compared: lower case, without brackets, a zone or trailing dots. */
const normalise = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '')
    .replace(/\.+$/, '');

/** What a host is, and its canonical IP address when it is one (in any spelling). */
export const classifyHost = (host: string): { kind: AddressKind; ip: string | null } => {
  const name = normalise(host);
  if (!name) return { kind: 'invalid', ip: null };
  if (isIPv6(name)) return { kind: kindOfIp(name, 'ipv6'), ip: name };
  if (isIPv4(name)) return { kind: kindOfIp(name, 'ipv4'), ip: name };
  // A host whose last label is a number is an IPv4 address in some spelling (as browsers read it), or nothing.
  if (/^(0x[0-9a-f]*|[0-9]+)$/.test(name.slice(name.lastIndexOf('.') + 1))) {
    const ip = numericIPv4(name);
    return ip ? { kind: kindOfIp(ip, 'ipv4'), ip } : { kind: 'invalid', ip: null };
  }
  if (METADATA_NAMES.has(name)) return { kind: 'metadata', ip: null };
  if (name === 'localhost' || name.endsWith('.localhost')) return { kind: 'loopback', ip: null };
  return { kind: 'name', ip: null };
};

const REASONS: Record<Exclude<AddressKind, 'public' | 'name'>, string> = {
  loopback: 'an address on this server or its private network',
  private: 'an address on this server or its private network',
  'link-local': 'a link-local or cloud metadata address',
  metadata: 'a link-local or cloud metadata address',
  unspecified: 'an unspecified, broadcast or multicast address',
  reserved: 'an unspecified, broadcast or multicast address',
  invalid: 'an address that does not exist',
};

/** "a port other than 25, 465, 587 or 2525" */
const portReason = (ports: readonly number[]) => `a port other than ${ports.length > 1 ? `${ports.slice(0, -1).join(', ')} or ` : ''}${ports.at(-1)}`;

/**
 * The rule for one address kind and port: loopback and private only with ALLOW_PRIVATE_HOSTS (and
 * then any port); elsewhere only the service's own ports (a mail server's by default, 443 for push).
 */
const verdictFor = (kind: AddressKind, port: number | null, allowPrivate: boolean, ports: readonly number[] = MAIL_PORTS): OutboundVerdict => {
  const lifted = allowPrivate && (kind === 'loopback' || kind === 'private');
  if (kind !== 'public' && kind !== 'name' && !lifted) return { allowed: false, field: 'host', reason: REASONS[kind] };
  // A name may still resolve to a private address, where ALLOW_PRIVATE_HOSTS lifts the port rule: it is checked again at send.
  if (lifted || (kind === 'name' && allowPrivate) || port === null || ports.includes(port)) return { allowed: true };
  return { allowed: false, field: 'port', reason: portReason(ports) };
};

/** The rule on a host as typed (on save): literal addresses in every spelling and the special names. */
export const checkOutbound = (host: string, port: number | null, allowPrivate = allowPrivateHosts(), ports: readonly number[] = MAIL_PORTS): OutboundVerdict =>
  verdictFor(classifyHost(host).kind, port, allowPrivate, ports);

/** A connection the rule refused; `reason` completes "it is …". */
export class OutboundRefusedError extends Error {
  readonly code = 'EOUTBOUND';
  constructor(readonly reason: string) {
    super(`The address is not allowed: it is ${reason}`);
    this.name = 'OutboundRefusedError';
  }
}

type Lookup = (host: string) => Promise<Array<{ address: string; family: number }>>;
const lookupAll: Lookup = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * The address to connect to, checked (at send time): a literal in its canonical form, or the first
 * address the name resolves to when every one it resolves to is allowed. The caller connects to
 * that address (with the name for TLS), so a second lookup cannot lead elsewhere (DNS rebinding).
 */
export const resolveOutbound = async (
  host: string,
  port: number,
  { allowPrivate = allowPrivateHosts(), lookup = lookupAll, ports = MAIL_PORTS }: { allowPrivate?: boolean; lookup?: Lookup; ports?: readonly number[] } = {},
): Promise<string> => {
  const { kind, ip } = classifyHost(host);
  const first = verdictFor(kind, port, allowPrivate, ports);
  if (!first.allowed) throw new OutboundRefusedError(first.reason);
  if (ip) return ip;
  const addresses = await lookup(normalise(host));
  if (addresses.length === 0) throw Object.assign(new Error('No address for that name'), { code: 'ENOTFOUND' });
  for (const { address } of addresses) {
    const verdict = verdictFor(classifyHost(address).kind, port, allowPrivate, ports);
    if (!verdict.allowed) throw new OutboundRefusedError(verdict.reason);
  }
  return addresses[0].address;
};
