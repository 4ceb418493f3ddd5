import type { IncomingMessage, ServerResponse } from "node:http";

type UpstreamTiming = { calls: number; waitedMs: number; inFlight: number; since: number };

export type Tally = {
  newUpstreamTiming(): UpstreamTiming;
  upstreamWaitedMs(timing: UpstreamTiming, now?: number): number;
  withUpstreamTiming<T>(timing: UpstreamTiming, handle: () => T): T;
};

export type LogRecord = {
  time: string;
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  upstreamCalls: number;
  upstreamMs: number;
  aborted?: true;
};

export function serverTiming(totalMs: number, upstreamCalls: number, upstreamMs: number): string;
export function requestLog(options: {
  tally: Tally;
  write?: (line: string) => void;
}): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
