// Types for the TypeScript tests that start the mock in-process; the mock itself stays plain JavaScript.
export interface MockUpstream {
  /** Base URL, e.g. http://127.0.0.1:40123 */
  url: string;
  /** Stops listening, drops open connections (hung requests included) and flushes the store. */
  close(): Promise<void>;
}

export function startMockUpstream(options?: {
  port?: number;
  dataDir?: string;
  quiet?: boolean;
}): Promise<MockUpstream>;
