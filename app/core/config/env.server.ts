// Configuration comes from the environment, checked once at start so a bad value fails loudly, not mid-request.
import { z } from "zod";
import { defaultTileAttribution, defaultTileUrl, isTileUrl } from "./map-tiles";
import { sessionIdleSeconds, sessionMaxAgeSeconds, sessionRecheckSeconds } from "../auth/session-freshness";

/** A variable set to nothing ("") counts as unset, as shells and compose files often leave them. */
const unsetWhenBlank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  UPSTREAM_URL: z
    .string({
      required_error:
        "UPSTREAM_URL is required: the base URL of the platform API (npm start sets it to the embedded mock)",
    })
    .url("UPSTREAM_URL must be an absolute http(s) URL"),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  SESSION_SECRET: z.string().min(16, "SESSION_SECRET must be at least 16 characters").optional(),
  /**
   * The fixed service credential of spec section 7's second upstream client (registration): a bearer token the
   * platform issues to the back-office itself. Read only by service-upstream.server.ts, never sent to a browser.
   */
  UPSTREAM_SERVICE_TOKEN: z.string().min(16, "UPSTREAM_SERVICE_TOKEN must be at least 16 characters").optional(),
  /** Seconds the session's copy of the user's rights is trusted before the upstream is asked again (at most 60). */
  SESSION_RECHECK_SECONDS: z.coerce
    .number()
    .int()
    .min(1, "SESSION_RECHECK_SECONDS must be a whole number of seconds from 1 to 60")
    .max(60, "SESSION_RECHECK_SECONDS must be a whole number of seconds from 1 to 60")
    .default(sessionRecheckSeconds),
  /**
   * A session's absolute lifetime in seconds (decision 046): one working night, whatever the user does. Default 14 h.
   * Tests set seconds.
   */
  SESSION_MAX_AGE_S: z.coerce
    .number()
    .int()
    .min(1, "SESSION_MAX_AGE_S must be a whole number of seconds from 1 to 86400")
    .max(86_400, "SESSION_MAX_AGE_S must be a whole number of seconds from 1 to 86400")
    .default(sessionMaxAgeSeconds),
  /** Seconds a session may go unused before it ends (decision 046). Default 2 h; at most the absolute lifetime. */
  SESSION_IDLE_S: z.coerce
    .number()
    .int()
    .min(1, "SESSION_IDLE_S must be a whole number of seconds from 1 to 86400")
    .max(86_400, "SESSION_IDLE_S must be a whole number of seconds from 1 to 86400")
    .default(sessionIdleSeconds),
  /** Rows a CSV export reads per upstream call; lower only for tests, to export over several pages. */
  EXPORT_PAGE_SIZE: z.coerce
    .number()
    .int()
    .min(1, "EXPORT_PAGE_SIZE must be a whole number of rows from 1 to 1000")
    .max(1000, "EXPORT_PAGE_SIZE must be a whole number of rows from 1 to 1000")
    .default(500),
  /** The back-office's own database shared by several instances (decision 021); unset: SQLite in DATABASE_FILE. */
  DATABASE_URL: z.preprocess(
    unsetWhenBlank,
    z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\/\S+$/, "DATABASE_URL must be a postgres:// (or postgresql://) URL")
      .optional(),
  ),
  /** The SQLite file of the back-office's own database when DATABASE_URL is unset. */
  DATABASE_FILE: z.preprocess(unsetWhenBlank, z.string().trim().default(".data/backoffice.sqlite")),
  /** Days the audit log keeps its entries (decision 021). */
  AUDIT_RETENTION_DAYS: z.preprocess(
    unsetWhenBlank,
    z.coerce
      .number()
      .int()
      .min(1, "AUDIT_RETENTION_DAYS must be a whole number of days from 1 to 36500")
      .max(36_500, "AUDIT_RETENTION_DAYS must be a whole number of days from 1 to 36500")
      .default(365),
  ),
  /** 0 serves the production build's cookies without Secure, over plain http off localhost. */
  COOKIE_SECURE: z.preprocess(
    unsetWhenBlank,
    z.enum(["0", "1"], { message: "COOKIE_SECURE must be 0 or 1" }).default("1"),
  ),
  AVATAR_URL: z.string().url().optional(),
  /** The map's tiles (/map): a URL template with {z}/{x}/{y}; empty draws the points on a plain background. */
  MAP_TILE_URL: z
    .string()
    .trim()
    .default(defaultTileUrl)
    .refine(isTileUrl, "MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}, or empty for no tiles"),
  /** The credit the tile server asks for; OpenStreetMap's with the default tiles. */
  MAP_TILE_ATTRIBUTION: z.string().optional(),
  EMBEDDED_MOCK: z.enum(["0", "1"]).default("0"),
  /** Social sign-in (spec section 1): a provider's button shows only with its client id. */
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_SCRIPT_URL: z.string().url().default("https://accounts.google.com/gsi/client"),
  APPLE_CLIENT_ID: z.string().trim().optional(),
  /** The return URL registered with Apple for the Services ID; the login page's own address when unset. */
  APPLE_REDIRECT_URI: z.string().url().optional(),
  APPLE_SCRIPT_URL: z
    .string()
    .url()
    .default("https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js"),
  FACEBOOK_APP_ID: z.string().trim().optional(),
  FACEBOOK_SCRIPT_URL: z.string().url().default("https://connect.facebook.net/en_US/sdk.js"),
  FEATURE_DEV_MENU: z.enum(["0", "1"]).default("0"),
  FEATURE_FACEBOOK_LOGIN: z.enum(["0", "1"]).default("0"),
  FEATURE_PROFILE_COMPLETION: z.enum(["0", "1"]).default("0"),
  FEATURE_LOGIN_DIALOG: z.enum(["0", "1"]).default("0"),
  /**
   * `whole` sends a list's rows to the page as the upstream answered them, every field; `shown` (the default) only the
   * fields the page draws or reads (list.server.ts). `whole` is for checking that a page draws the same from either.
   */
  LIST_ROWS: z.enum(["shown", "whole"]).default("shown"),
});

export type Env = z.infer<typeof envSchema> & { SESSION_SECRET: string };

function readEnv(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const env = parsed.data;
  if (env.SESSION_IDLE_S > env.SESSION_MAX_AGE_S) {
    throw new Error(
      "Invalid configuration:\n  - SESSION_IDLE_S: must not exceed SESSION_MAX_AGE_S (a session cannot idle past its end)",
    );
  }
  if (!env.UPSTREAM_SERVICE_TOKEN && env.NODE_ENV === "production" && env.EMBEDDED_MOCK !== "1") {
    throw new Error(
      "Invalid configuration:\n  - UPSTREAM_SERVICE_TOKEN: required in production against a real upstream (registration)",
    );
  }
  if (!env.SESSION_SECRET) {
    if (env.NODE_ENV === "production" && env.EMBEDDED_MOCK !== "1") {
      throw new Error("Invalid configuration:\n  - SESSION_SECRET: required in production against a real upstream");
    }
    // Only for development and the embedded demo: sessions do not survive a restart.
    return { ...env, SESSION_SECRET: "development-only-secret-not-for-production" };
  }
  return env as Env;
}

export const env = readEnv();

/** Cookies are Secure in production; COOKIE_SECURE=0 serves the production build over plain http off localhost. */
export const secureCookies = env.NODE_ENV === "production" && env.COOKIE_SECURE !== "0";

/** The map's tile layer: its URL template (empty: none) and the credit shown on the map. */
export const mapTiles = {
  url: env.MAP_TILE_URL,
  attribution: env.MAP_TILE_ATTRIBUTION ?? (env.MAP_TILE_URL === defaultTileUrl ? defaultTileAttribution : ""),
};
