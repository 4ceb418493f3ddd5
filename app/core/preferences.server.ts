// Display preferences kept in the browser (spec section 9: the drawer state persists), readable at render time.
import { createCookie } from "@remix-run/node";
import { secureCookies } from "./env.server";

export const drawerCookie = createCookie("drawer", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: secureCookies,
  maxAge: 60 * 60 * 24 * 365,
});

export type DrawerState = "open" | "closed";

export async function getDrawerState(request: Request): Promise<DrawerState> {
  return (await drawerCookie.parse(request.headers.get("Cookie"))) === "closed" ? "closed" : "open";
}
