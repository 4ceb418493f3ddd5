// Load on one page: its critical path from a few requests one at a time (the mock logs each upstream call with the
// request id the app forwarded, and when it started and ended), then autocannon at each concurrency for the
// requests per second, latency percentiles, upstream calls per request (the mock's call counter) and the server
// process's CPU time per request (its /proc CPU time over the run ÷ the answers).
import autocannon from "autocannon";
import { callsByRequest, criticalPath, figureRow } from "./figures.mjs";

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request at a time with its own x-request-id; answers the longest critical path seen and the calls per request. */
async function measureCriticalPath({ url, headers, mock, samples, label }) {
  await mock.clearLog();
  const ids = [];
  for (let i = 0; i < samples; i++) {
    const id = `bench-${label}-${i}`;
    ids.push(id);
    const response = await fetch(url, { headers: { ...headers, "x-request-id": id }, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  }
  const groups = callsByRequest(await mock.log());
  const paths = ids.map((id) => criticalPath(groups.get(id) ?? []));
  const calls = ids.map((id) => groups.get(id)?.length ?? 0);
  return { criticalPath: Math.max(...paths), callsPerRequest: Math.max(...calls), calls: groups.get(ids[0]) ?? [] };
}

/**
 * autocannon for `seconds` at `concurrency`; every answer must be a 200, or the figures would measure error pages.
 * Each request carries its own x-request-id, and the ids of the requests answered are kept: the upstream calls per
 * request are those of the answered requests, not of the ones cut off when the run stopped.
 */
async function hammer({ url, headers, concurrency, seconds, label, cpuTicks = () => null }) {
  const latencies = [];
  const answered = new Set();
  let next = 0;
  const started = performance.now();
  const cpuBefore = cpuTicks();
  const instance = autocannon({
    url,
    connections: concurrency,
    duration: seconds,
    pipelining: 1,
    timeout: 20,
    requests: [
      {
        method: "GET",
        setupRequest(request, context) {
          context.requestId = `${label}-${next++}`;
          return { ...request, headers: { ...headers, "x-request-id": context.requestId } };
        },
        onResponse(status, _body, context) {
          if (status === 200) answered.add(context.requestId);
        },
      },
    ],
  });
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) latencies.push(responseTime);
  });
  const result = await instance;
  const elapsed = (performance.now() - started) / 1000;
  // Read as soon as the run stops: a request it cut off adds at most its start to the CPU and nothing to the answers.
  const cpuAfter = cpuTicks();
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0)
    throw new Error(
      `${url} at concurrency ${concurrency}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} time-outs`,
    );
  return {
    latencies,
    seconds: elapsed,
    answered,
    cpuTicks: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  };
}

/**
 * Waits until the requests a run left behind (autocannon stops mid-flight) are done: the mock's call counter stands
 * still for a while, then one request answers. So the next run starts on an idle server and the count is complete.
 */
async function drain({ url, headers, mock, latencyMs }) {
  const quiet = latencyMs * 2 + 200;
  let last = await mock.count();
  for (let waited = 0; waited < 30_000; waited += quiet) {
    await pause(quiet);
    const now = await mock.count();
    if (now === last) break;
    last = now;
  }
  // Best effort: a probe refused by an overloaded server is tried again, the run goes on either way.
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await (await fetch(url, { headers, signal: AbortSignal.timeout(30_000) })).arrayBuffer();
      return;
    } catch {
      await pause(500);
    }
  }
}

/** All figures of one page: a short warm-up, the critical path, then one run per concurrency. */
export async function measurePage({
  page,
  url,
  headers,
  mock,
  latencyMs,
  concurrencies,
  seconds,
  warmupSeconds,
  samples,
  expectCalls,
  app,
  // A page the drain may ask for while waiting for a run's leftovers (by default the same server's login page).
  quietUrl = url.replace(/^(https?:\/\/[^/]+).*$/, "$1/login"),
}) {
  if (warmupSeconds > 0) {
    await hammer({
      url,
      headers,
      concurrency: Math.min(10, Math.max(...concurrencies)),
      seconds: warmupSeconds,
      label: "warmup",
    });
    await drain({ url: quietUrl, headers: {}, mock, latencyMs });
  }
  const path = expectCalls
    ? await measureCriticalPath({ url, headers, mock, samples, label: page.replace(/\W+/g, "-") })
    : { criticalPath: 0 };
  const rows = [];
  for (const concurrency of concurrencies) {
    await mock.clearLog();
    const run = await hammer({
      url,
      headers,
      concurrency,
      seconds,
      label: `bench-${concurrency}`,
      cpuTicks: app.cpuTicks,
    });
    // Requests cut off at the end of the run may still be calling the upstream: let them finish before reading the log.
    await drain({ url: quietUrl, headers: {}, mock, latencyMs });
    const log = await mock.log();
    if ((await mock.count()) > log.length)
      console.warn(
        `\n  (the mock's log kept only the last ${log.length} calls: shorten --duration for exact upstream calls per request)`,
      );
    const upstreamCalls = log.filter((entry) => run.answered.has(entry.requestId)).length;
    rows.push(
      figureRow({
        page,
        concurrency,
        latencies: run.latencies,
        seconds: run.seconds,
        upstreamCalls,
        requests: run.answered.size,
        criticalPath: path.criticalPath,
        upstreamLatencyMs: latencyMs,
        cpuTicks: run.cpuTicks,
        ticksPerSecond: app.ticksPerSecond,
        appCores: app.appCores,
      }),
    );
  }
  return { rows, calls: path.calls ?? [] };
}
