// A page's markup in the floor (decision 044): the floor's own loader (one upstream call for 25 rows, as /rows), and
// instead of its table the markup the bench saved of a back-office page, rendered by React as a constant tree; with
// `?bare`, no loader at all, for a page that calls no upstream (the login page). With `?data` (decision 062), the
// page's own upstream calls instead of the floor's, its routes' loader data serialized for hydration, and the tree
// made anew for each request: what drawing that page costs this stack with none of its code. Never loaded in a
// browser: the bench only requests its HTML.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { freshMarkupElement, hasMarkup, markupData, markupElement } from "../markup.server";
import { loader as rowsLoader } from "./rows";

export async function loader(args: LoaderFunctionArgs) {
  const name = args.params.name ?? "";
  if (!hasMarkup(name)) throw new Response("No such markup: the bench writes it first", { status: 404 });
  const search = new URL(args.request.url).searchParams;
  if (search.has("bare")) return null;
  if (!search.has("data")) return rowsLoader(args);
  const saved = markupData(name);
  if (!saved) throw new Response("No data saved beside this markup", { status: 404 });
  const requestId = args.request.headers.get("x-request-id");
  const headers = {
    Authorization: `Bearer ${process.env.FLOOR_UPSTREAM_TOKEN}`,
    ...(requestId ? { "x-request-id": requestId } : {}),
  };
  await Promise.all(
    saved.calls.map(async (call) => {
      const response = await fetch(`${process.env.FLOOR_UPSTREAM_URL}${call}`, { headers });
      if (!response.ok) throw new Response(`upstream answered ${response.status}`, { status: 502 });
      return response.json();
    }),
  );
  return { pageData: saved.data };
}

export default function Markup() {
  const { name = "" } = useParams();
  const data = useLoaderData<typeof loader>();
  // In a browser the server-only module is empty (no browser renders this route).
  if (typeof markupElement !== "function") return null;
  return data && "pageData" in data ? freshMarkupElement(name) : markupElement(name);
}
