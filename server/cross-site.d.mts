import type { IncomingHttpHeaders } from "node:http";

export function hasForeignOrigin(method: string, headers: IncomingHttpHeaders): boolean;
export function markCrossSitePost(
  req: { method: string; headers: IncomingHttpHeaders },
  res: unknown,
  next: () => void,
): void;
