// The mock's data: one JSON document of collections, kept in memory and written atomically (temp file in the same
// directory, fsync, rename) so a crash or a kill never leaves a half-written store; writes are coalesced because a
// burst of requests should cost one write, not one per request. A deep copy of the seed is kept to reset to.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const flushDelayMs = 50;

export function newId() {
  return crypto.randomBytes(12).toString("hex");
}

export function createStore(dataDir, makeSeed, { onError = () => {} } = {}) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "store.json");
  // Built lazily: a store loaded from disk needs a seed only if it is reset, and seeding costs a few milliseconds.
  let seed = null;
  const seedCopy = () => structuredClone((seed ??= makeSeed()));
  let data = load(file) ?? seedCopy();
  let timer = null;

  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    const temp = path.join(dataDir, `.store.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`);
    try {
      const fd = fs.openSync(temp, "w");
      try {
        fs.writeSync(fd, JSON.stringify(data));
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      fs.renameSync(temp, file);
    } catch (error) {
      fs.rmSync(temp, { force: true });
      throw error;
    }
  }

  function changed() {
    timer ??= setTimeout(() => {
      // A failed background write must not take the server down; the next change or shutdown tries again.
      try {
        flush();
      } catch (error) {
        onError(error);
      }
    }, flushDelayMs);
  }

  if (!fs.existsSync(file)) flush();

  return {
    file,
    /** A collection by name; only names the mock itself chooses reach here, never raw user input. */
    collection(name) {
      if (!Object.hasOwn(data, name) || !Array.isArray(data[name])) data[name] = [];
      return data[name];
    },
    changed,
    flush,
    reset() {
      data = seedCopy();
      flush();
    },
  };
}

function load(file) {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, "utf8"));
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
