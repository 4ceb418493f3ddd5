// The mock's data: one JSON document of collections, kept in memory, written atomically (temp file, fsync, rename)
// and coalesced, so a crash never leaves a half-written store. The seed is kept to reset to.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export function newId() {
  return crypto.randomBytes(12).toString("hex");
}

export function createStore(dataDir, makeSeed) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "store.json");
  let seed = null;
  const seedData = () => (seed ??= makeSeed());
  let data;
  try {
    data = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    data = structuredClone(seedData());
  }
  let timer = null;

  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    const temp = `${file}.${process.pid}.tmp`;
    const fd = fs.openSync(temp, "w");
    try {
      fs.writeSync(fd, JSON.stringify(data));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, file);
  }

  function changed() {
    if (!timer) timer = setTimeout(flush, 50);
  }

  if (!fs.existsSync(file)) flush();

  return {
    file,
    collection(name) {
      if (!Array.isArray(data[name])) data[name] = [];
      return data[name];
    },
    changed,
    flush,
    reset() {
      data = structuredClone(seedData());
      flush();
    },
  };
}
