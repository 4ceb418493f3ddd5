// A back-office process with one bulk run, for tests/bulk-resume.test.ts: signs in at the upstream as a demo account,
// then either starts a run (the users matching a search, disabled; the run is worked here, as the server's post works
// it) or takes a stopped run over, as the server's report page does (decision 032). Says what it did on stdout and
// stays up until the run is finished or the test ends it. Run with vite-node, so it imports the app's modules as is.
import { findBulkRun } from "~/core/db/bulk-store.server";
import { bulkStaleMs } from "~/core/lists/bulk";
import { auditDatabase } from "~/core/audit/audit.server";
import { i18nFor } from "~/core/i18n/i18n.server";
import { viewerOf } from "~/core/access/permissions";
import { upstreamUserSchema, toSessionUser } from "~/core/auth/user";
import type { Signed } from "~/core/auth/auth.server";
import { commitSession, sessionKey, sessionStorage } from "~/core/auth/session.server";
import { upstreamClient } from "~/core/upstream/upstream.server";
import { userBulk } from "~/domains/people/users-bulk.server";
import { users } from "~/domains/people/users.resources";
import { launchBulkRun, resumeStaleRun } from "~/resource/bulk-runner.server";

// What to do comes in the environment: vite-node would read arguments after the script as more scripts to run.
const mode = process.env.BULK_WORKER_MODE as "start" | "resume";
const email = process.env.BULK_WORKER_EMAIL!;
const argument = process.env.BULK_WORKER_ARGUMENT!;
const origin = { url: "http://back-office.test/users/bulk", requestId: `bulk-worker-${process.pid}` };

async function signIn(): Promise<Signed> {
  const response = await fetch(`${process.env.UPSTREAM_URL}/auth`, {
    method: "POST",
    headers: { authorization: `Basic ${Buffer.from(`${email}:Demo-pass1`).toString("base64")}` },
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  const body = (await response.json()) as { token: string; user: unknown };
  const user = toSessionUser(upstreamUserSchema.parse(body.user));
  const auth = { token: body.token, user };
  const api = upstreamClient(new Request(origin.url), body.token);
  // A run goes on only while its starter's session is live (decision 046): a session of this process's own, as
  // sign-in makes one.
  const session = await sessionStorage.getSession();
  session.set("auth", auth);
  const stored = await sessionStorage.getSession((await commitSession(session)).split(";")[0]);
  return { auth, user, viewer: viewerOf(user, undefined), venueId: undefined, api, sessionKey: sessionKey(stored) };
}

const signed = await signIn();
const t = (await i18nFor("it")).getFixedT("it", "common");
const db = await auditDatabase();

async function untilFinished(runId: string) {
  for (;;) {
    const run = await findBulkRun(db, runId);
    if (run?.status === "done") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

if (mode === "start") {
  const started = await launchBulkRun(
    users,
    userBulk,
    signed,
    t,
    {
      action: "disable",
      scope: "all",
      ids: [],
      filter: new URLSearchParams({ q: argument }).toString(),
    },
    origin,
  );
  if ("tooMany" in started) throw new Error("too many rows");
  console.log(`started ${started.runId}`);
  await untilFinished(started.runId);
} else {
  // Loaded and signed in: the test decides when the attempt is made (a line on stdin), so a slow start on a busy
  // machine cannot change whether the run's heartbeat is fresh when it is.
  console.log("ready");
  await new Promise((resolve) => process.stdin.once("data", resolve));
  const run = await findBulkRun(db, argument);
  if (!run) throw new Error(`no run ${argument}`);
  const taken = await resumeStaleRun(users, userBulk, signed, t, run, origin);
  console.log(taken ? "resumed" : `not taken (stale after ${bulkStaleMs} ms)`);
  if (taken) await untilFinished(run.id);
}
console.log("finished");
process.exit(0);
