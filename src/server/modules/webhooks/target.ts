import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { catalogueError } from '#server/lib/errors.ts';
import { bareHostname, familyOf, hostListOf, isLocalAddress, listsHost } from '#server/lib/local-addresses.ts';

/**
 * An IPv4-mapped IPv6 literal (`[::ffff:127.0.0.1]`) spells an IPv4 address a second way, a known way
 * round address lists: WEBHOOK_ALLOWED_HOSTS never allows one, so its address is always checked.
 */
const mappedIpv4 = /^::ffff:/i;

export interface CheckedTarget {
  url: URL;
  /** Where the delivery connects: the address checked, so no second lookup can answer another one. */
  address: string;
  family: 4 | 6;
}

/**
 * Decision 108: a webhook goes to a public http(s) address. Unless WEBHOOK_ALLOWED_HOSTS names the URL's
 * host, its name is resolved and every address it gives must be public (loopback, private, link-local,
 * IPv4-mapped and reserved ranges are refused); the delivery then connects to the address checked here.
 * Checked when an admin subscribes and again before every try, so a name that resolves elsewhere later
 * (DNS rebinding) is refused then.
 */
export const checkWebhookTarget = async (allowedHosts: readonly string[], raw: string): Promise<CheckedTarget> => {
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw catalogueError('bad_request', 'api.webhooks.scheme', { scheme: url.protocol });
  if (url.username !== '' || url.password !== '') throw catalogueError('bad_request', 'api.webhooks.credentials');
  const hostname = bareHostname(url.hostname);
  let addresses: string[];
  try {
    addresses =
      isIP(hostname) !== 0 ? [hostname] : (await lookup(hostname, { all: true })).map((found) => found.address);
  } catch (error) {
    throw catalogueError('bad_request', 'api.webhooks.unresolved', {
      host: url.host,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  const allowed = !mappedIpv4.test(hostname) && listsHost(hostListOf(allowedHosts), hostname);
  const local = allowed ? undefined : addresses.find(isLocalAddress);
  if (local !== undefined)
    throw catalogueError('bad_request', 'api.webhooks.localAddress', { host: url.host, address: local });
  const [address] = addresses;
  if (address === undefined)
    throw catalogueError('bad_request', 'api.webhooks.unresolved', { host: url.host, reason: 'no address' });
  return { url, address, family: familyOf(address) === 'ipv6' ? 6 : 4 };
};
