// Types for the TypeScript tests that start the mock in-process; the mock itself stays plain JavaScript.
export interface MockUpstream {
  /** Base URL, e.g. http://127.0.0.1:40123 */
  url: string;
  /** The service credential `POST /auth/register` requires as `Authorization: Bearer <serviceToken>`. */
  serviceToken: string;
  /** The live store, for tests that put a record in a state the contract reaches only through other systems. */
  store: { collection(name: string): (Record<string, unknown> & { _id: string })[] };
  /** Stops listening, drops open connections (hung requests included) and flushes the store. */
  close(): Promise<void>;
}

export function startMockUpstream(options?: {
  port?: number;
  dataDir?: string;
  quiet?: boolean;
  /** The service credential registration requires; a random one when left out. */
  serviceToken?: string;
}): Promise<MockUpstream>;
