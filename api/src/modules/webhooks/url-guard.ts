import dns from 'node:dns';
import net from 'node:net';
import { LIMITS, MESSAGES } from '../../config/limits';
import { badInput } from '../../shared/app-error';

/**
 * The SSRF guard of webhook URLs: only http(s), no credentials, and every address the
 * host resolves to must be public. Checked when a URL is registered and again before
 * every delivery, and the delivery connects to the address that was checked
 * (webhook-http.ts passes it as the socket's `lookup`), so DNS rebinding cannot swap it.
 */

const BLOCKED = new net.BlockList();
// IPv4: "this network", private, CGNAT, loopback, link-local, IETF protocol assignments,
// documentation, benchmarking, multicast, reserved and broadcast.
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(address, prefix, 'ipv4');
// IPv6: unspecified, loopback, NAT64 and discard prefixes, documentation, unique local,
// link-local, site-local (deprecated), multicast. The ranges that embed or tunnel to an
// IPv4 address are refused whole, whatever that address: IPv4-compatible (::/96) and
// IPv4-translated (::ffff:0:0:0/96), NAT64, 6to4 (2002::/16) and the IETF protocol
// assignments with Teredo (2001::/23): a host with such a route would carry the request to
// the embedded IPv4 address, private or not, and no webhook receiver needs them.
for (const [address, prefix] of [
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(address, prefix, 'ipv6');

/**
 * The IPv4 address inside an IPv4-mapped address (::ffff:a.b.c.d), checked against the IPv4
 * list; the other embedding forms are refused by range above.
 */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const hi = parseInt(hex[1], 16);
    const lo = parseInt(hex[2], 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return null;
}

/** True for an address a webhook must never reach (private, loopback, link-local, …). */
export function isBlockedAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return BLOCKED.check(v4, 'ipv4');
    return BLOCKED.check(address, 'ipv6');
  }
  return true; // not an IP address at all
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface CheckedUrl {
  url: URL;
  /** The address deliveries connect to (the first one the host resolved to). */
  address: ResolvedAddress;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/** The URL's syntax alone (no DNS): absolute http(s), no credentials, https unless private URLs are allowed. */
export function parseWebhookUrl(raw: string, options: { allowPrivate: boolean }): URL {
  const text = raw.trim();
  if (text.length > LIMITS.webhook.urlMax)
    throw badInput(MESSAGES.webhookUrlTooLong(LIMITS.webhook.urlMax), 'url');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badInput(MESSAGES.webhookUrlInvalid, 'url');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw badInput(MESSAGES.webhookUrlInvalid, 'url');
  if (url.username || url.password) throw badInput(MESSAGES.webhookUrlCredentials, 'url');
  if (url.protocol === 'http:' && !options.allowPrivate)
    throw badInput(MESSAGES.webhookUrlHttps, 'url');
  url.hash = '';
  return url;
}

/**
 * Parses the URL and resolves its host (every address). BAD_USER_INPUT when the URL is
 * not acceptable, does not resolve, or any address is private (unless `allowPrivate`).
 */
export async function checkWebhookUrl(
  raw: string,
  options: { allowPrivate: boolean; resolve?: Resolver },
): Promise<CheckedUrl> {
  const url = parseWebhookUrl(raw, options);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await (options.resolve ?? systemResolver)(host);
    } catch {
      addresses = [];
    }
  }
  if (addresses.length === 0) throw badInput(MESSAGES.webhookUrlUnresolvable, 'url');
  if (!options.allowPrivate && addresses.some((a) => isBlockedAddress(a.address)))
    throw badInput(MESSAGES.webhookUrlPrivate, 'url');
  return { url, address: addresses[0] };
}
