// A page's markup in the floor (decision 044): the floor's own loader (one upstream call for 25 rows, as /rows), and
// instead of its table the markup the bench saved of a back-office page, rendered by React as a constant tree; with
// `?bare`, no loader at all, for a page that calls no upstream (the login page). Never loaded in a browser: the bench
// only requests its HTML.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { hasMarkup, markupElement } from "../markup.server";
import { loader as rowsLoader } from "./rows";

export async function loader(args: LoaderFunctionArgs) {
  if (!hasMarkup(args.params.name ?? ""))
    throw new Response("No such markup: the bench writes it first", { status: 404 });
  return new URL(args.request.url).searchParams.has("bare") ? null : rowsLoader(args);
}

export default function Markup() {
  const { name = "" } = useParams();
  // In a browser the server-only module is empty (no browser renders this route).
  return typeof markupElement === "function" ? markupElement(name) : null;
}
