import { isIPv6 } from 'node:net';

/** The eight groups of an IPv6 address, `::` expanded. */
const groupsOf = (address: string): string[] => {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const left = head ? head.split(':') : [];
  if (tail === undefined) return left;
  const right = tail ? tail.split(':') : [];
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
};

/**
 * The key a throttle counts an address under. IPv4 addresses count one by one; an IPv6 address
 * counts as its /64, since one home or one server is handed a whole /64 and could otherwise take a
 * new address for every attempt. IPv4-mapped IPv6 (::ffff:1.2.3.4) is the IPv4 address.
 */
export const addressKey = (ip: string): string => {
  const address = ip.replace(/^\[|\]$/g, '').split('%')[0];
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address) || address.includes('.')) return address;
  return `${groupsOf(address.toLowerCase())
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
};
