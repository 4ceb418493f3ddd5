// Password hashing for the mock's users (scrypt; a low cost is enough for a stand-in and keeps seeding fast).
import crypto from "node:crypto";

const cost = { N: 1024, r: 8, p: 1 };

export function hashPassword(password, salt = crypto.randomBytes(8).toString("hex")) {
  return `${salt}:${crypto.scryptSync(password, salt, 32, cost).toString("hex")}`;
}

export function verifyPassword(password, stored) {
  if (typeof stored !== "string" || !stored.includes(":")) return false;
  const [salt, hash] = stored.split(":");
  const candidate = crypto.scryptSync(password, salt, 32, cost);
  const expected = Buffer.from(hash, "hex");
  return expected.length === candidate.length && crypto.timingSafeEqual(candidate, expected);
}

export function passwordProblem(password) {
  if (typeof password !== "string" || password.length < 8) return "password must be at least 8 characters";
  if (!/[A-Z]/.test(password)) return "password must contain an uppercase letter";
  if (!/[a-z]/.test(password)) return "password must contain a lowercase letter";
  if (!/[0-9]/.test(password)) return "password must contain a number";
  return null;
}

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
