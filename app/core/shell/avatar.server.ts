// The avatar lookup by email hash (Gravatar-style, `d=404` so a missing picture fails and the initials show).
import crypto from "node:crypto";
import { env } from "../config/env.server";

export function avatarUrl(email: string): string {
  const hash = crypto.createHash("md5").update(email.trim().toLowerCase()).digest("hex");
  const base = env.AVATAR_URL ?? "https://www.gravatar.com/avatar/";
  return `${base.endsWith("/") ? base : `${base}/`}${hash}?d=404&s=96`;
}
