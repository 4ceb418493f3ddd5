import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { doorPage } from "~/domains/reservations/door.server";
import { DoorTab } from "~/domains/reservations/door-page";

/** A refresh that cannot reach the server keeps the page as it is (live-data.ts). */
export { keepPageWhenUnreachable as clientLoader } from "~/ui/live/live-data";
export const loader = (args: LoaderFunctionArgs) => doorPage(args);
export default DoorTab;

/** Until when the service worker may serve this page without network (public/sw.js): none out of the night. */
export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const until = loaderHeaders.get("X-Door-Keep-Until");
  if (until) headers.set("X-Door-Keep-Until", until);
  return headers;
};
