// Every page of a filtered list, read one after another through the user's checked client (decision 047), so a row
// the upstream answers outside the user's reach is dropped from every page, not only the first. Shared by the CSV
// exports and the printed guest list, which both need the whole list rather than the page on screen.
import type { Query, UpstreamClient } from "~/core/upstream/upstream.server";

/**
 * The rows of each page in turn. The pages read are bounded by the upstream's own count (the rows dropped from the
 * first page included), so an upstream that ignores paging cannot keep a reader going for ever; a short or empty page
 * ends the list. Call `next()` once before answering to have a failed first read thrown while an error page can
 * still be drawn.
 */
export async function* everyPage<T>(
  api: UpstreamClient,
  path: string,
  query: Query,
  pageSize: number,
  signal?: AbortSignal,
): AsyncGenerator<T[]> {
  const first = await api.list<T>(path, { ...query, limit: pageSize, page: 1 }, { uncounted: true });
  yield first.items;
  const answered = first.answered ?? first.items.length;
  const pages = Math.ceil((first.counted ?? first.total + answered - first.items.length) / pageSize);
  let full = answered >= pageSize;
  for (let page = 2; page <= pages && full && !signal?.aborted; page++) {
    const next = await api.list<T>(path, { ...query, limit: pageSize, page }, { uncounted: true });
    const count = next.answered ?? next.items.length;
    if (count === 0) return;
    yield next.items;
    full = count >= pageSize;
  }
}
