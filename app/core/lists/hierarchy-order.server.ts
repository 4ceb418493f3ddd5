// Moving a record of a chosen order (ticket releases, products) one place up or down, as one action: the records are
// read within the user's scope first (an id that is not among them is not-found, and nothing is written), then only
// the records whose number changed are written; an upstream failure goes back to the list with its notice.
import { redirect } from "@remix-run/node";
import { notFound } from "../auth/auth.server";
import { moveWrites, type Direction, type Ordered } from "./hierarchy-order";
import { redirectWithNotice } from "../shell/notice.server";
import { UpstreamError, type UpstreamClient } from "../upstream/upstream.server";

export async function moveInOrder(
  api: UpstreamClient,
  {
    endpoint,
    read,
    id,
    direction,
    back,
  }: { endpoint: string; read: () => Promise<readonly Ordered[]>; id: string; direction: Direction; back: string },
) {
  try {
    const items = await read();
    if (!items.some((item) => item._id === id)) throw notFound();
    await Promise.all(
      moveWrites(items, id, direction).map(({ _id, hierarchyOrder }) =>
        api.put(`/${endpoint}/${encodeURIComponent(_id)}`, { hierarchyOrder }),
      ),
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return redirectWithNotice(back, {
      type: "negative",
      key: error.kind === "timeout" ? "errors.timeout" : "errors.unavailable",
    });
  }
  return redirect(back);
}
