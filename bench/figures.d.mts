// Types for the unit tests of bench/figures.mjs; the benchmark itself stays plain JavaScript run by Node.
export type Call = { startMs: number; endMs?: number; requestId?: string };
export type FigureRow = {
  page: string;
  concurrency: number;
  rps: number | null;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  upstreamCalls: number | null;
  criticalPath: number;
  upstreamLatencyMs: number;
  overhead: number | null;
  cpuMs: number | null;
  rpsPerCore: number | null;
  /** The floor measured just before this page (decision 043), when paired with one. */
  floorPage?: string;
  /** This page's own markup rendered by the floor (decision 044), what its budgets are judged against (decision 053). */
  markupPage?: string;
  /** How many rounds of the run measured it, when its figures are their medians (`medianRows`). */
  rounds?: number;
};
/** A row with its figures as multiples of the floor's at the same concurrency (`withFloorRatios`). */
export type RatioRow = FigureRow & {
  cpuVsFloor: number | null;
  p50VsFloor: number | null;
  rpsPerCoreVsFloor: number | null;
  /** Present on a page measured with its markup (`markupPage`). */
  cpuVsMarkup?: number | null;
  p50VsMarkup?: number | null;
};
export type RatioLimit = { figure: "cpuMs" | "p50"; concurrency: number; max: number };
export type SlowFigure = {
  measure: string;
  page: string;
  javascript: boolean;
  ms: number | null;
  targetMs: number | null;
  /** Requests completed while the figure was measured, when counted. */
  roundTrips: number | null;
  targetRoundTrips: number | null;
  met: boolean | null;
};
export type Limits = {
  criticalPath: number;
  pages: RatioLimit[];
  login: RatioLimit[];
  rowsSlowMs: number;
  checkInRoundTrips: number;
  scanOnlineMs: number;
  scanOfflineMs: number;
};

export const budgets: Limits;
export const figureNames: Record<RatioLimit["figure"], string>;
export function percentile(values: number[], p: number): number | null;
export function criticalPath(calls: Call[]): number;
export function callsByRequest<T extends Call>(log: T[]): Map<string, T[]>;
export function overhead(p50: number | null, criticalPathLength: number, upstreamLatencyMs: number): number | null;
export function cpuTicksOfStat(stat: string): number;
export function cpuMsPerRequest(
  ticks: number | null | undefined,
  ticksPerSecond: number,
  requests: number,
): number | null;
export function rpsPerCore(rps: number | null, cores: number): number | null;
export function ratioToFloor(value: number | null | undefined, floorValue: number | null | undefined): number | null;
export function withFloorRatios(rows: FigureRow[], floorPage: string): RatioRow[];
export function medianRows(rounds: FigureRow[][]): FigureRow[];
export function figureRow(input: {
  page: string;
  concurrency: number;
  latencies: number[];
  seconds: number;
  upstreamCalls: number;
  requests: number;
  criticalPath: number;
  upstreamLatencyMs: number;
  cpuTicks?: number | null;
  ticksPerSecond?: number;
  appCores?: number;
}): FigureRow;
export function budgetFailures(
  rows: FigureRow[],
  options: { budgetedPages: string[]; loginPage?: string; limits?: Limits },
): string[];
export function formatLoadTable(rows: (FigureRow | RatioRow)[]): string;
export function slowFigure(input: {
  measure: string;
  page: string;
  javascript: boolean;
  ms: number;
  targetMs?: number | null;
  roundTrips?: number | null;
  targetRoundTrips?: number | null;
}): SlowFigure;
export function formatSlowTable(figures: SlowFigure[]): string;
export function parseOptions<T extends Record<string, unknown>>(argv: string[], defaults: T): T;
