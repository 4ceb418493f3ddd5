// Unread views (spec section 7): `GET /views/toread?entityType=` answers the ids the user has not viewed yet, and
// `POST /views` records a view, once per user and item.
import { HttpError, readJson, sendJson } from "./http.mjs";
import { requireBearer } from "./auth.mjs";
import { newId } from "./store.mjs";

const viewableEntities = ["feedbacks", "user-validations", "reportings"];

/** `/views` and `/views/toread`, with a bearer. Returns false for any other path. */
export async function handleViews(store, req, res, pathname, url) {
  if (pathname !== "/views" && pathname !== "/views/toread") return false;
  const method = req.method;
  const me = requireBearer(store, req);

  if (method === "GET" && pathname === "/views/toread") {
    const entityType = url.searchParams.get("entityType") ?? "";
    if (!viewableEntities.includes(entityType))
      throw new HttpError(400, `entityType must be one of ${viewableEntities.join(", ")}`);
    const viewed = new Set(
      store
        .collection("views")
        .filter((v) => v.userId === me._id && v.entityType === entityType)
        .map((v) => v.entityId),
    );
    const ids = store
      .collection(entityType)
      .map((r) => r._id)
      .filter((id) => !viewed.has(id));
    sendJson(res, 200, ids);
    return true;
  }
  if (method === "POST" && pathname === "/views") {
    const body = await readJson(req);
    if (!body.entityId || !viewableEntities.includes(body.entityType))
      throw new HttpError(400, "entityId and entityType are required");
    // Viewing twice is still one view: the same one is answered again.
    const userId = body.userId ?? me._id;
    const seen = store
      .collection("views")
      .find((v) => v.userId === userId && v.entityId === String(body.entityId) && v.entityType === body.entityType);
    if (seen) {
      sendJson(res, 201, seen);
      return true;
    }
    const now = new Date().toISOString();
    const view = {
      _id: newId(),
      userId,
      entityId: String(body.entityId),
      entityType: body.entityType,
      createdAt: now,
      updatedAt: now,
    };
    store.collection("views").push(view);
    store.changed();
    sendJson(res, 201, view);
    return true;
  }
  throw new HttpError(405, "Method not allowed");
}
