import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { catalogueError } from '#server/lib/errors.ts';

/**
 * Loopback, private, shared, link-local (cloud metadata), multicast and reserved addresses: a
 * transfer carries the transfer key, so it goes to one only when TRANSFER_HOSTS names it.
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

const familyOf = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

interface TransferTargets {
  names: Set<string>;
  addresses: BlockList;
}

/** TRANSFER_HOSTS as names and as addresses and ranges (config.ts checked each entry's form). */
const targetsOf = (entries: readonly string[]): TransferTargets => {
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
const bareHostname = (hostname: string): string => hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The address a transfer to `url` connects to, once every check passed (issue 40, item 12): the
 * target is named in TRANSFER_HOSTS (by name, or by address or range), and no address its name
 * resolves to is local unless TRANSFER_HOSTS names that address or range. The caller connects to
 * this very address, so a second lookup cannot answer another one.
 */
export const checkedTargetAddress = async (
  transferHosts: readonly string[],
  url: URL,
): Promise<{ address: string; hostname: string }> => {
  const targets = targetsOf(transferHosts);
  const hostname = bareHostname(url.hostname);
  const literal = isIP(hostname) !== 0;
  const named = literal ? targets.addresses.check(hostname, familyOf(hostname)) : targets.names.has(hostname);
  if (!named) throw catalogueError('bad_request', 'api.transfer.hostNotAllowed', { host: url.host });
  let addresses: string[];
  try {
    addresses = literal ? [hostname] : (await lookup(hostname, { all: true })).map((found) => found.address);
  } catch (error) {
    throw catalogueError('conflict', 'api.transfer.unreachable', {
      host: url.host,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  const local = addresses.find(
    (address) => localRanges.check(address, familyOf(address)) && !targets.addresses.check(address, familyOf(address)),
  );
  if (local !== undefined)
    throw catalogueError('bad_request', 'api.transfer.localAddress', { host: url.host, address: local });
  const [address] = addresses;
  if (address === undefined)
    throw catalogueError('conflict', 'api.transfer.unreachable', { host: url.host, reason: 'no address' });
  return { address, hostname };
};
