// What a user's upstream client tells about its writes, and to whom: a module of types alone, so the client and the
// audit trail that listens can both name them without importing each other (decision 041).

/** A write the client made on a user's behalf, as it tells whoever watches (the audit trail does). */
export type UpstreamWrite = {
  requestId: string;
  method: string;
  path: string;
  body: unknown;
  /** The record as it was before the write, when the path names one. */
  before: unknown;
  answer: unknown;
  status: number;
  error?: string;
};

/**
 * Who watches a user's client: the user named in security events, and a hook told of every write once it is
 * settled. The client knows nothing of what listens, so it imports no audit trail (the guard that makes the client
 * hands it one).
 */
export type WriteWatch = { user: string; onWrite(write: UpstreamWrite): Promise<void> };
