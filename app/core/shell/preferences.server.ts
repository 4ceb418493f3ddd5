// Display preferences kept in the browser (spec section 9: the drawer state persists), readable at render time.
import { createCookie } from "@remix-run/node";
import { secureCookies } from "../config/env.server";
import { isTheme, type Theme } from "./theme";

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

/** The theme chosen in the profile menu, kept like the language; "system" (no cookie) follows the device. */
export const themeCookie = createCookie("theme", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: secureCookies,
  maxAge: 60 * 60 * 24 * 365,
});

export async function getTheme(request: Request): Promise<Theme> {
  const value = await themeCookie.parse(request.headers.get("Cookie"));
  return isTheme(value) ? value : "system";
}
