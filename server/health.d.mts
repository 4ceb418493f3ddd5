import type { IncomingMessage, ServerResponse } from "node:http";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => unknown;

export function aggregateVerdicts(): Record<string, { verdict: "honoured" | "ignored"; at: string }>;
export function upstreamAnswers(upstreamUrl: string, timeoutMs?: number): Promise<boolean>;
export function healthRoutes(options: {
  upstreamUrl: string;
  isDraining: () => boolean;
  timeoutMs?: number;
}): Middleware;
