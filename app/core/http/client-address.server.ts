// The address a request came from, for the sign-in throttle and the signed-in devices page (decision 046). The app has
// no trust-proxy setting, so it is the socket's peer as the server (server/index.mjs) saw it: noted for the request's
// own object and read back here. A header would do it too, but a header a client sent could pose as it; this cannot.
// Outside the server (remix-serve in development, unit tests) there is none: null.
import { currentRequestKey } from "../upstream/request-timing.server";

const addresses = new WeakMap<object, string>();

/** Called by the server for every request, inside the request's own context (server/index.mjs). */
export function noteClientAddress(address: string | undefined): void {
  const key = currentRequestKey();
  if (key && address) addresses.set(key, address.startsWith("::ffff:") ? address.slice(7) : address);
}

/** The current request's peer address, or null when the server did not note one. */
export function clientAddress(): string | null {
  const key = currentRequestKey();
  return (key && addresses.get(key)) || null;
}

/** The address cut to its network (IPv4 /24, IPv6 /48), as the devices page shows and the session row keeps it. */
export function truncatedAddress(address: string | null): string | null {
  if (!address) return null;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) return `${address.split(".").slice(0, 3).join(".")}.0`;
  if (address.includes(":")) {
    const groups = address.split("::")[0].split(":").filter(Boolean).slice(0, 3);
    return `${groups.join(":")}::`;
  }
  return null;
}

/**
 * The key the throttle counts an address by: an IPv4 address as it is, an IPv6 one by its /64 (one subscriber's
 * network, whose addresses are free to change), so rotating within it buys no fresh budget.
 */
export function throttledAddress(address: string | null): string {
  if (!address) return "unknown";
  if (!address.includes(":")) return address;
  const [head, tail = ""] = address.split("::");
  const headGroups = head.split(":").filter(Boolean);
  const tailGroups = tail.split(":").filter(Boolean);
  const full = [
    ...headGroups,
    ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0"),
    ...tailGroups,
  ];
  return `${full.slice(0, 4).join(":")}::/64`;
}
