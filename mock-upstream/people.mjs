// People (spec sections 3 and 4): users with the venues they collaborate with and the state of their identity check,
// and the identity checks themselves (user validations: pending, then approved or rejected, once). Hooks of the
// generic entity handler (entities.mjs), the seed's additions and the sample document pictures the seed points at.
// The app checks the same transition first (app/lib/user-validations.ts); the mock refuses it too.
import { HttpError } from "./http.mjs";
import { newId } from "./store.mjs";

const validationStatuses = ["pending", "approved", "rejected"];

function discoRef(disco) {
  return disco ? { _id: disco._id, name: disco.name, discoType: disco.discoType, logo: disco.logo ?? "" } : null;
}

/** The newest check of a user (by creation, then id), with `replaced` standing in for its stored version. */
function latestValidation(store, userId, replaced) {
  const checks = store
    .collection("user-validations")
    .map((check) => (replaced && check._id === replaced._id ? replaced : check))
    .filter((check) => check.userId === userId);
  checks.sort(
    (a, b) =>
      String(b.createdAt ?? "").localeCompare(String(a.createdAt ?? "")) || String(b._id).localeCompare(String(a._id)),
  );
  return checks[0];
}

/** A user's `validationStatus` is the status of their newest check, `none` without one. */
function syncValidationStatus(store, userId, replaced) {
  const user = store.collection("users").find((candidate) => candidate._id === userId);
  if (!user) return;
  user.validationStatus = latestValidation(store, userId, replaced)?.status ?? "none";
}

function checkStatus(status) {
  if (!validationStatuses.includes(status))
    throw new HttpError(400, `status must be one of ${validationStatuses.join(", ")}`);
}

export const userValidationHooks = {
  /** A new check is pending, for a user that exists. */
  beforeCreate(store, record) {
    record.status ??= "pending";
    if (record.status !== "pending") throw new HttpError(400, "A new validation is pending");
    if (!store.collection("users").some((user) => user._id === record.userId))
      throw new HttpError(400, "userId must name a user");
  },
  afterCreate(store, created) {
    syncValidationStatus(store, created.userId);
  },
  /** Only a pending check is decided, once: pending → approved or rejected. */
  beforeUpdate(store, existing, merged) {
    checkStatus(merged.status);
    if (merged.status !== existing.status) {
      if (existing.status !== "pending") throw new HttpError(400, "Validation already processed");
    }
    syncValidationStatus(store, merged.userId, merged);
  },
};

/** The collaborating venues a write names: `[{discoId, role}]`, each venue existing, no pair twice. */
function collaborationsOf(store, value) {
  if (value === undefined) return undefined;
  if (value === null) return [];
  if (!Array.isArray(value)) throw new HttpError(400, "collaboratingDiscos must be a list");
  const seen = new Set();
  return value.map((entry) => {
    const discoId = String(entry?.discoId ?? "");
    const role = String(entry?.role ?? "");
    if (!discoId || !role) throw new HttpError(400, "collaboratingDiscos needs discoId and role");
    if (!store.collection("discos").some((disco) => disco._id === discoId))
      throw new HttpError(400, "discoId must name a venue");
    const key = `${discoId}|${role}`;
    if (seen.has(key)) throw new HttpError(400, "Duplicate key error");
    seen.add(key);
    return { discoId, role };
  });
}

/** Makes a user's collaborator records exactly these pairs, keeping the ones already there. */
function replaceCollaborations(store, user, pairs) {
  const collaborators = store.collection("collaborators");
  const name = `${user.name ?? ""} ${user.surname ?? ""}`.trim() || user.email;
  const wanted = new Set(pairs.map((pair) => `${pair.discoId}|${pair.role}`));
  for (let i = collaborators.length - 1; i >= 0; i--) {
    const row = collaborators[i];
    if (row.userId === user._id && !wanted.has(`${row.discoId}|${row.role}`)) collaborators.splice(i, 1);
  }
  const now = new Date().toISOString();
  for (const pair of pairs) {
    if (collaborators.some((row) => row.userId === user._id && row.discoId === pair.discoId && row.role === pair.role))
      continue;
    const disco = store.collection("discos").find((candidate) => candidate._id === pair.discoId);
    collaborators.push({
      _id: newId(),
      userId: user._id,
      userName: name,
      discoId: pair.discoId,
      discoName: disco?.name,
      role: pair.role,
      createdAt: now,
      updatedAt: now,
    });
  }
}

export const userHooks = {
  /** A new user has no identity check yet; the venues it collaborates with become collaborator records. */
  beforeCreate(store, record) {
    record.validationStatus = "none";
    const pairs = collaborationsOf(store, record.collaboratingDiscos);
    if (pairs) record.collaboratingDiscos = pairs;
    else delete record.collaboratingDiscos;
  },
  /** The pairs checked before the write become collaborator records once the user has an id; they are not stored on it. */
  afterCreate(store, created) {
    const pairs = created.collaboratingDiscos ?? [];
    delete created.collaboratingDiscos;
    if (pairs.length) replaceCollaborations(store, created, pairs);
  },
  /** `validationStatus` follows the checks, never a write; `collaboratingDiscos`, when sent, replaces the venues. */
  beforeUpdate(store, existing, merged, body) {
    merged.validationStatus = existing.validationStatus ?? "none";
    const pairs = collaborationsOf(store, body.collaboratingDiscos);
    delete merged.collaboratingDiscos;
    delete merged.disco;
    if (pairs) replaceCollaborations(store, merged, pairs);
  },
  /** A user is answered with its venue and the venues it collaborates with (spec section 3), from the collaborators. */
  present(store, user) {
    const discos = store.collection("discos");
    const byId = (id) => discos.find((disco) => disco._id === id);
    const collaboratingDiscos = store
      .collection("collaborators")
      .filter((row) => row.userId === user._id)
      .map((row) => ({ discoId: row.discoId, role: row.role, disco: discoRef(byId(row.discoId)) }));
    return { ...user, validationStatus: user.validationStatus ?? "none", collaboratingDiscos };
  },
};

/** Four pending checks with known document numbers, for the browser tests (two with JavaScript, two without). */
const sampleValidationNumbers = ["AV1000001", "AV1000002", "AV1000003", "AV1000004"];

const seedId = (n) => `9a${n.toString(16).padStart(22, "0")}`;

/**
 * The seed's additions (no draws of its generator, so nothing seeded before changes): every check gets a selfie and
 * both sides of its document, four known pending checks are added, and each user's `validationStatus` is set.
 */
export function seedPeople(data, now) {
  const checks = (data["user-validations"] ??= []);
  const plain = data.users.filter((user) => user.role === "user" && user.email.endsWith("@example.test"));
  for (const [i, number] of sampleValidationNumbers.entries()) {
    const user = plain[40 + i];
    if (!user) break;
    const at = new Date(now.getTime() - (i + 1) * 3600000).toISOString();
    checks.push({
      _id: seedId(i + 1),
      userId: user._id,
      userName: `${user.name} ${user.surname}`,
      identDocNumber: number,
      identSelfie: "",
      identDocFront: "",
      identDocBack: "",
      status: "pending",
      createdAt: at,
      updatedAt: at,
    });
  }
  for (const [i, check] of checks.entries()) {
    Object.assign(check, {
      identSelfie: `/sample-documents/selfie/${i + 1}.svg`,
      identDocFront: `/sample-documents/front/${i + 1}.svg`,
      identDocBack: `/sample-documents/back/${i + 1}.svg`,
    });
  }
  const latest = new Map();
  for (const check of checks) {
    const known = latest.get(check.userId);
    if (!known || check.createdAt > known.createdAt) latest.set(check.userId, check);
  }
  for (const user of data.users) user.validationStatus = latest.get(user._id)?.status ?? "none";
}

const documentKinds = new Set(["selfie", "front", "back"]);

function sampleDocument(kind, n) {
  const hue = (n * 53) % 360;
  if (kind === "selfie") {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 300"><rect width="240" height="300" fill="hsl(${hue} 45% 80%)"/><circle cx="120" cy="110" r="52" fill="hsl(${hue} 30% 45%)"/><rect x="50" y="172" width="140" height="128" rx="60" fill="hsl(${hue} 30% 45%)"/><rect x="126" y="210" width="92" height="60" rx="6" fill="#f8fafc" stroke="#334155"/><text x="172" y="245" font-size="14" text-anchor="middle" fill="#334155" font-family="sans-serif">ID ${n}</text></svg>`;
  }
  if (kind === "front") {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 214"><rect width="340" height="214" rx="14" fill="#eef2ff" stroke="#6366f1"/><text x="20" y="34" font-size="16" font-weight="bold" fill="#312e81" font-family="sans-serif">CARTA D'IDENTITÀ</text><rect x="20" y="52" width="90" height="116" rx="6" fill="hsl(${hue} 35% 55%)"/><circle cx="65" cy="96" r="22" fill="#f8fafc"/><rect x="128" y="60" width="180" height="10" rx="4" fill="#a5b4fc"/><rect x="128" y="84" width="150" height="10" rx="4" fill="#a5b4fc"/><rect x="128" y="108" width="170" height="10" rx="4" fill="#a5b4fc"/><text x="128" y="160" font-size="15" fill="#312e81" font-family="monospace">N. ${n}</text></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 214"><rect width="340" height="214" rx="14" fill="#f1f5f9" stroke="#64748b"/><text x="20" y="34" font-size="14" fill="#334155" font-family="sans-serif">RETRO · ${n}</text>${Array.from({ length: 28 }, (_, i) => `<rect x="${20 + i * 10}" y="150" width="${((i * 7 + n) % 3) + 2}" height="44" fill="#0f172a"/>`).join("")}<rect x="20" y="56" width="300" height="10" rx="4" fill="#cbd5e1"/><rect x="20" y="80" width="260" height="10" rx="4" fill="#cbd5e1"/></svg>`;
}

/** `GET /sample-documents/{selfie|front|back}/{n}.svg`, without a bearer (an `<img>` cannot send one). */
export function handlePeopleAssets(req, res, pathname) {
  const match = pathname.match(/^\/sample-documents\/([a-z]+)\/(\d{1,4})\.svg$/);
  if (req.method !== "GET" || !match || !documentKinds.has(match[1])) return false;
  res.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" });
  res.end(sampleDocument(match[1], Number(match[2])));
  return true;
}
