// Security events, one JSON line each on the server's standard error: a record or row the upstream answered that lies
// outside what the read asked for (the user's reach, the event in the URL). The back-office drops it and says so here,
// so an upstream that ignores filters is seen in the logs long before anyone could exploit it.
export type SecurityEvent = {
  event: "record-outside-reach" | "row-outside-reach";
  user: string | null;
  entity: string;
  id: string;
  /** The filter the record broke (`discoId`, `eventId`…). */
  filter: string;
  requestId: string;
};

export function logSecurityEvent(entry: SecurityEvent): void {
  console.warn(JSON.stringify({ level: "security", time: new Date().toISOString(), ...entry }));
}
