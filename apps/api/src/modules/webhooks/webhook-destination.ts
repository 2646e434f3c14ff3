import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { AllowedHost } from '../../config/webhook-config.ts';
import { ApiError } from '../../platform/problem.ts';

/**
 * decision 031: where a webhook may go. The portal sits inside the operator's network, so a URL a
 * company types must never reach an internal address: every address the host resolves to is
 * checked (a DNS name pointing at 127.0.0.1 is refused like 127.0.0.1), and the connection is made
 * to the address that was checked, so a second DNS answer cannot swap it (DNS rebinding).
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['fd00:ec2::254', 128], // a cloud's metadata over IPv6
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv6');

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is checked as the IPv4 address it is. */
export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return BLOCKED.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface DestinationPolicy {
  /** WEBHOOK_ALLOW_PRIVATE: development and tests send to receivers on this machine */
  allowPrivate: boolean;
  /** production: https only */
  requireHttps: boolean;
  /**
   * WEBHOOK_ALLOW_HOSTS: named hosts that may be internal (an integrator inside the operator's
   * network), on any port or on the one named (decision 035)
   */
  allowHosts: readonly AllowedHost[];
}

export interface Destination {
  url: URL;
  /** the checked address to connect to */
  address: string;
  family: 4 | 6;
}

/** A URL's form: http(s), a host, no credentials in it. */
export function parseWebhookUrl(raw: string, policy: DestinationPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ApiError('webhook_url_invalid');
  }
  const isHttps = url.protocol === 'https:';
  if (!isHttps && (url.protocol !== 'http:' || policy.requireHttps))
    throw new ApiError('webhook_url_invalid');
  if (!url.hostname || url.username || url.password) throw new ApiError('webhook_url_invalid');
  return url;
}

/** Resolves the host and refuses it when any of its addresses is internal (webhook_url_refused). */
export async function resolveDestination(raw: string, policy: DestinationPolicy): Promise<Destination> {
  const url = parseWebhookUrl(raw, policy);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  } catch {
    throw new ApiError('webhook_url_refused');
  }
  if (addresses.length === 0) throw new ApiError('webhook_url_refused');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const isAllowed =
    policy.allowPrivate ||
    policy.allowHosts.some(
      (allowed) => allowed.host === host.toLowerCase() && (allowed.port ?? port) === port,
    );
  if (!isAllowed && addresses.some((a) => isBlockedAddress(a.address))) {
    throw new ApiError('webhook_url_refused');
  }
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
