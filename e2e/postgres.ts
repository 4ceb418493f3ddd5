// A throwaway PostgreSQL cluster for a spec that runs two back-offices on one database (decisions 046 and 048): the
// same one vitest's global set-up makes (tests/setup/postgres-cluster.ts), started here for the spec's own use.
import startCluster from "../tests/setup/postgres-cluster";

export type Cluster = { url: string; stop(): void };

export async function startPostgres(): Promise<Cluster> {
  let url = "";
  const stop = await startCluster({ provide: (_key, value) => (url = value) });
  return { url, stop };
}
