import { hostname as machineName, networkInterfaces } from 'node:os';

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

/** The hostname of a Host header ("Example.org:3000" -> "example.org", "[::1]:3000" -> "[::1]"). */
export function hostnameOf(host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * The names this server answers to: loopback, the address it listens on (HOST), the host of PUBLIC_URL, and,
 * when it listens on every interface, this machine's name and addresses. Anything else in a Host header is a
 * name someone else pointed here (DNS rebinding) or a misdirected request.
 */
export function allowedHostnames({ host, publicUrl }: { host: string; publicUrl?: string }): Set<string> {
  const names = new Set(LOOPBACK);
  const add = (name: string | undefined) => {
    if (name) names.add(name);
  };
  const bracketed = (address: string) => (address.includes(':') ? `[${address.split('%')[0]}]` : address);
  if (!WILDCARDS.has(host)) add(hostnameOf(bracketed(host)));
  if (publicUrl) add(hostnameOf(new URL(publicUrl).host));
  if (WILDCARDS.has(host)) {
    add(hostnameOf(machineName()));
    for (const addresses of Object.values(networkInterfaces())) {
      for (const { address } of addresses ?? []) add(hostnameOf(bracketed(address)));
    }
  }
  return names;
}
