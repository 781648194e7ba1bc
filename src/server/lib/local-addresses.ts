import { BlockList, isIP } from 'node:net';

/**
 * Loopback, private, shared, link-local (cloud metadata), multicast and reserved addresses, and every
 * IPv4-mapped IPv6 address (`::ffff:127.0.0.1`): a request the server makes on someone's word (a
 * transfer, a webhook) goes to one only when the deployment's own setting names it.
 */
const localRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  localRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  localRanges.addSubnet(network, prefix, 'ipv6');
}

export const familyOf = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

export const isLocalAddress = (address: string): boolean => localRanges.check(address, familyOf(address));

/** A setting's hosts (TRANSFER_HOSTS, WEBHOOK_ALLOWED_HOSTS) as names and as addresses and ranges. */
export interface HostList {
  names: Set<string>;
  addresses: BlockList;
}

/** The entries as config.ts checked them: host names, IP addresses and CIDR ranges. */
export const hostListOf = (entries: readonly string[]): HostList => {
  const names = new Set<string>();
  const addresses = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    if (isIP(address) === 0) names.add(entry);
    else if (prefix === undefined) addresses.addAddress(address, familyOf(address));
    else addresses.addSubnet(address, Number(prefix), familyOf(address));
  }
  return { names, addresses };
};

/** A URL's hostname without the brackets of an IPv6 address. */
export const bareHostname = (hostname: string): string => hostname.replace(/^\[(.*)\]$/, '$1');

/** Whether the list names this hostname: by name, or by an address or range holding the literal address. */
export const listsHost = (list: HostList, hostname: string): boolean =>
  isIP(hostname) === 0 ? list.names.has(hostname) : list.addresses.check(hostname, familyOf(hostname));
