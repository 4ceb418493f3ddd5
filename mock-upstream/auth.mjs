// The auth contract of spec section 7 (Basic sign-in, registration, social sign-in, refresh, /users/me, password
// change) and the bearer check every other route goes through: the one place that knows what a session is.
import crypto from "node:crypto";
import { HttpError, basicCredentials, bearerToken, readJson, sendJson } from "./http.mjs";
import { emailPattern, hashPassword, passwordProblem, verifyPassword } from "./passwords.mjs";
import { newId } from "./store.mjs";

const tokenLifetimeMs = 12 * 60 * 60 * 1000;
const hidden = new Set(["password", "passwordHash"]);

export function publicRecord(record) {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !hidden.has(key)));
}

function discoRef(disco) {
  return disco ? { _id: disco._id, name: disco.name, discoType: disco.discoType, logo: disco.logo ?? "" } : null;
}

/** The user as the upstream returns it: no secrets, with its venue and the venues it collaborates with. */
function publicUser(store, user) {
  const discos = store.collection("discos");
  const byId = (id) => discos.find((disco) => disco._id === id);
  const collaboratingDiscos = store
    .collection("collaborators")
    .filter((c) => c.userId === user._id)
    .map((c) => ({ discoId: c.discoId, role: c.role, disco: discoRef(byId(c.discoId)) }));
  return { ...publicRecord(user), disco: user.discoId ? discoRef(byId(user.discoId)) : null, collaboratingDiscos };
}

function issueTokens(store, user) {
  const tokens = store.collection("tokens");
  // Dead sessions would otherwise pile up in the store of a long-running dev mock.
  for (let i = tokens.length - 1; i >= 0; i--) if (Date.parse(tokens[i].expiresAt) <= Date.now()) tokens.splice(i, 1);
  const entry = {
    token: crypto.randomBytes(24).toString("hex"),
    refreshToken: crypto.randomBytes(24).toString("hex"),
    userId: user._id,
    email: user.email,
    issuedAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + tokenLifetimeMs).toISOString(),
  };
  tokens.push(entry);
  store.changed();
  return entry;
}

function findUserByEmail(store, email) {
  const wanted = String(email).trim().toLowerCase();
  return store.collection("users").find((user) => String(user.email ?? "").toLowerCase() === wanted);
}

function signInAnswer(store, user) {
  const { token, refreshToken } = issueTokens(store, user);
  return { token, refreshToken, user: publicUser(store, user) };
}

/** The signed-in user of a request, or a 401. */
export function requireBearer(store, req) {
  const token = bearerToken(req);
  const entry = token && store.collection("tokens").find((t) => t.token === token);
  if (!entry || Date.parse(entry.expiresAt) <= Date.now()) throw new HttpError(401, "Unauthorized");
  const user = store.collection("users").find((u) => u._id === entry.userId);
  if (!user || user.isEnabled === false) throw new HttpError(401, "Unauthorized");
  return user;
}

const editableMe = [
  "username",
  "name",
  "surname",
  "phoneNumber",
  "profileImage",
  "birthDate",
  "genre",
  "address",
  "instagramUsername",
  "privacyPolicyAccepted",
  "termsAndConditionsAccepted",
];

/**
 * The platform's own service credential (spec section 7's second client), required on registration: a bearer equal
 * to `serviceToken`, compared in constant time, or a 401 before the body is read.
 */
function requireServiceCredential(req, serviceToken) {
  const given = Buffer.from(bearerToken(req) ?? "");
  const expected = Buffer.from(serviceToken);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    throw new HttpError(401, "Unauthorized");
}

/** Answers the auth routes; returns false when the path is not one of them. */
export async function handleAuth(store, req, res, path, { serviceToken }) {
  const method = req.method;
  if (method === "POST" && path === "/auth") {
    const credentials = basicCredentials(req);
    if (!credentials?.email) throw new HttpError(400, "Email is required");
    const user = findUserByEmail(store, credentials.email);
    if (!user || user.isEnabled === false || !verifyPassword(credentials.password, user.passwordHash)) {
      throw new HttpError(401, "Unauthorized");
    }
    sendJson(res, 200, signInAnswer(store, user));
    return true;
  }
  if (method === "POST" && path === "/auth/register") {
    requireServiceCredential(req, serviceToken);
    const body = await readJson(req);
    const email = String(body.email ?? "")
      .trim()
      .toLowerCase();
    if (!emailPattern.test(email)) throw new HttpError(400, "email must match pattern");
    const problem = passwordProblem(body.password);
    if (problem) throw new HttpError(400, problem);
    if (!body.name || !body.surname) throw new HttpError(400, "name and surname are required");
    if (findUserByEmail(store, email)) throw new HttpError(400, "Email already in use");
    const now = new Date().toISOString();
    const user = {
      _id: newId(),
      email,
      name: String(body.name),
      surname: String(body.surname),
      role: "user",
      passwordHash: hashPassword(body.password),
      isEnabled: true,
      confirmedUser: false,
      spinCredits: 0,
      privacyPolicyAccepted: false,
      termsAndConditionsAccepted: false,
      createdAt: now,
      updatedAt: now,
    };
    store.collection("users").push(user);
    store.changed();
    sendJson(res, 201, publicUser(store, user));
    return true;
  }
  if (method === "POST" && path === "/auth/socialLogin") {
    const body = await readJson(req);
    const match = String(body.token ?? "").match(/^demo:(.+)$/);
    const known = ["google", "apple", "facebook"].includes(body.provider);
    const user = known && match && findUserByEmail(store, match[1]);
    if (!user || user.isEnabled === false) throw new HttpError(401, "Unauthorized");
    sendJson(res, 200, signInAnswer(store, user));
    return true;
  }
  if (method === "POST" && path === "/auth/refresh") {
    const refresh = bearerToken(req);
    const tokens = store.collection("tokens");
    const entry = refresh && tokens.find((t) => t.refreshToken === refresh);
    const user = entry && store.collection("users").find((u) => u._id === entry.userId);
    if (!entry || !user) throw new HttpError(401, "Unauthorized");
    tokens.splice(tokens.indexOf(entry), 1);
    const { token, refreshToken } = issueTokens(store, user);
    sendJson(res, 200, { token, refreshToken });
    return true;
  }
  if (method === "POST" && path === "/auth/forgot-password") {
    const body = await readJson(req);
    if (!emailPattern.test(String(body.email ?? ""))) throw new HttpError(400, "email must match pattern");
    sendJson(res, 204);
    return true;
  }
  if (method === "PUT" && path === "/users/me/password") {
    const credentials = basicCredentials(req);
    const user = credentials && findUserByEmail(store, credentials.email);
    if (!user || !verifyPassword(credentials.password, user.passwordHash)) throw new HttpError(400, "Wrong password");
    const body = await readJson(req);
    const problem = passwordProblem(body.password);
    if (problem) throw new HttpError(400, problem);
    user.passwordHash = hashPassword(body.password);
    user.updatedAt = new Date().toISOString();
    store.changed();
    sendJson(res, 204);
    return true;
  }
  if (path === "/users/me" && (method === "GET" || method === "PUT")) {
    const user = requireBearer(store, req);
    if (method === "PUT") {
      const body = await readJson(req);
      const username = typeof body.username === "string" ? body.username.trim().toLowerCase() : "";
      if (
        username &&
        store.collection("users").some((u) => u._id !== user._id && String(u.username ?? "").toLowerCase() === username)
      ) {
        throw new HttpError(400, "Duplicate key error");
      }
      for (const key of editableMe) if (key in body) user[key] = body[key];
      user.updatedAt = new Date().toISOString();
      store.changed();
    }
    sendJson(res, 200, publicUser(store, user));
    return true;
  }
  return false;
}

/** Test knob: the newest token of a user stops working, the others go on. */
export function expireNewestToken(store, email) {
  const wanted = String(email ?? "")
    .trim()
    .toLowerCase();
  // Tokens are appended as they are issued, so the last match is the newest even when two share a millisecond.
  const newest = store.collection("tokens").findLast((t) => String(t.email).toLowerCase() === wanted);
  if (!newest) return false;
  newest.expiresAt = new Date(0).toISOString();
  store.changed();
  return true;
}
