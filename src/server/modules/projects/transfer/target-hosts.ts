import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { catalogueError } from '#server/lib/errors.ts';
import { bareHostname, familyOf, hostListOf, isLocalAddress, listsHost } from '#server/lib/local-addresses.ts';

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
  const targets = hostListOf(transferHosts);
  const hostname = bareHostname(url.hostname);
  const literal = isIP(hostname) !== 0;
  if (!listsHost(targets, hostname))
    throw catalogueError('bad_request', 'api.transfer.hostNotAllowed', { host: url.host });
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
    (address) => isLocalAddress(address) && !targets.addresses.check(address, familyOf(address)),
  );
  if (local !== undefined)
    throw catalogueError('bad_request', 'api.transfer.localAddress', { host: url.host, address: local });
  const [address] = addresses;
  if (address === undefined)
    throw catalogueError('conflict', 'api.transfer.unreachable', { host: url.host, reason: 'no address' });
  return { address, hostname };
};
