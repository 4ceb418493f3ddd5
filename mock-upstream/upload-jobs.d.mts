// Types for the TypeScript tests that read a job's state as the mock computes it; the mock itself stays JavaScript.
export function presentJob(job: Record<string, unknown>, nowMs?: number): Record<string, unknown>;
