// The cases of the row-scope suite, generated from the app's route manifest and the resource definitions: every route that
// accepts a post and names a record (or an event) in its URL, each tried with records that belong to another venue, or
// to another event than the one in the URL. A write route added later is covered without a test written for it; one
// the generator cannot place fails the suite (`unplacedWriteRoutes`) until it is given a place here.
import fs from "node:fs";
import { cloakroomActions, cloakroomUndoActions } from "../app/domains/galley-cloakroom/cloakroom-transitions";
import { orderActions } from "../app/domains/orders/order-transitions";
import { section } from "../app/core/access/permissions";
import { reservationActions } from "../app/domains/reservations/reservation-transitions";
import { resources } from "../app/domains";
import { appRoutes, inApp } from "./route-manifest";

export type WriteRoute = {
  /** The route's id, as Remix names it. */
  file: string;
  /** The URL pattern, with `:id`, `:recordId`, `:action`, `:type` for the route's params. */
  pattern: string;
};

/**
 * Routes over the back-office's own records, not the upstream's: a saved view belongs to a user, not to a venue, and
 * only its owner changes it (e2e/views.support.ts tries another user's, tests/views-store.db.test.ts the store's rule); a
 * session is its user's, or their venue's staff's for the venue's account (e2e/sessions.spec.ts tries another's).
 */
const ownDatabaseRoutes = ["/views/", "/profile/devices"];

/** Every signed-in route whose module exports an action and whose URL names an upstream record (`$id`, `$recordId`). */
export function writeRoutes(): WriteRoute[] {
  return appRoutes
    .filter((route) => inApp(route) && route.takesPost && route.pattern.includes("/:"))
    .filter((route) => !ownDatabaseRoutes.some((prefix) => route.pattern.startsWith(prefix)))
    .map((route) => ({ file: route.id, pattern: route.pattern }));
}

/**
 * Loaders whose URL names something that is not an upstream record, each with the reason it has no case here. A bulk
 * run lives in the back-office's own database and is its starter's alone (e2e/bulk.support.ts tries another user's).
 */
const loadersWithoutCase: Record<string, string> = {
  "/bulk/:runId": "a bulk run is the back-office's own record, shown only to the user who started it (bulk.support.ts)",
};

/** Every signed-in route whose loader reads a record (or an event) named in its URL: its data request is a case. */
export function loaderRoutes(): WriteRoute[] {
  return appRoutes
    .filter((route) => inApp(route) && route.hasLoader && !route.pathless && route.pattern.includes("/:"))
    .filter((route) => !ownDatabaseRoutes.some((prefix) => route.pattern.startsWith(prefix)))
    .filter((route) => !Object.keys(loadersWithoutCase).some((part) => route.pattern.includes(part)))
    .map((route) => ({ file: route.id, pattern: route.pattern }));
}

/** The app's route id at a URL pattern with a loader, for a data request's `_routes`. */
export function loaderRouteOf(route: WriteRoute) {
  return appRoutes.find((candidate) => candidate.id === route.file);
}

/**
 * Every signed-in route that takes a post and names no record in its URL: its cases name records in the form body
 * (row-scope.spec.ts `bodyCases`), or it is listed in `postsWithoutCase` with its reason.
 */
export function bodyWriteRoutes(): string[] {
  return appRoutes
    .filter((route) => inApp(route) && route.takesPost && !route.pattern.includes("/:"))
    .filter((route) => !ownDatabaseRoutes.some((prefix) => route.pattern.startsWith(prefix)))
    .map((route) => route.pattern);
}

/** Posts that name no record of anyone else in any form, with the reason (each is the signed-in user's own account). */
export const postsWithoutCase: Record<string, string> = {
  "/profile": "the signed-in user's own account (PUT /users/me), whose id is never taken from the form",
  "/profile/change-password": "the signed-in user's own password (PUT /users/me/password with their own credentials)",
  "/complete-profile": "the signed-in user's own username and acceptances (PUT /users/me)",
};

/** Which upstream endpoint a section's records live at: the resource shown at that path. */
function endpointOfSection(path: string): string | undefined {
  return resources.find((resource) => section(resource.section).path === path)?.endpoint;
}

/** An event tab's records, where the tab's name is not its endpoint. */
const tabEndpoints: Record<string, string> = {
  galley: "galleys",
  cloakroom: "cloakroom-slots",
  "web-reservations": "reservations",
  orders: "orders",
  door: "reservations",
};

/** Event tabs over records of the event's venue rather than of the event (its collaborators, its tables). */
const venueTabs = new Set(["collaborators", "tables"]);

/** The verbs a `:action` route takes, from the transitions the app offers there. */
const actionsOf: Record<string, readonly string[]> = {
  reservations: reservationActions,
  "web-reservations": reservationActions,
  "festival-reservations": reservationActions,
  orders: orderActions,
  // The undo of a return is a change of its own, refused on another event's or venue's slot like any other.
  cloakroom: [...cloakroomActions, ...cloakroomUndoActions],
};

export type PlacedRoute = WriteRoute & {
  kind: "record" | "event-record" | "event" | "promoter";
  /** The endpoint of the record named by the URL (`events` for an event-level write). */
  endpoint: string;
  /** The verbs of a `:action` route; one empty verb otherwise. */
  verbs: readonly string[];
  /** An event tab's record that belongs to the event's venue, not to the event: it is created with no event. */
  ofVenue?: boolean;
};

/** Places a write route: which record its URL names, and at which endpoint it lives. */
export function placeRoute(route: WriteRoute): PlacedRoute | null {
  const parts = route.pattern.split("/").filter(Boolean);
  const verbsFor = (name: string) => (parts.includes(":action") ? actionsOf[name] : [""]);
  if (parts[0] === "events" && parts[1] === ":id" && parts.length >= 3) {
    const tab = parts[2];
    if (parts[3] === ":recordId") {
      const endpoint = tabEndpoints[tab] ?? resources.find((resource) => resource.endpoint === tab)?.endpoint;
      const verbs = verbsFor(tab);
      return endpoint && verbs
        ? { ...route, kind: "event-record", endpoint, verbs, ofVenue: venueTabs.has(tab) }
        : null;
    }
    return { ...route, kind: "event", endpoint: "events", verbs: [""] };
  }
  // A promoter's ledger names the promoter (a user) whose lists are read: a promoter of another venue's lists.
  if (parts[0] === "promoters" && parts[1] === ":promoterId")
    return { ...route, kind: "promoter", endpoint: "lists", verbs: [""] };
  const idIndex = parts.findIndex((part) => part === ":id" || part === ":recordId");
  if (idIndex < 1) return null;
  // A promo's URL names its type (generic or redemption) before its id.
  const path = `/${parts
    .slice(0, idIndex)
    .filter((part) => part !== ":type")
    .join("/")}`;
  const endpoint = endpointOfSection(path);
  const verbs = verbsFor(parts[0]);
  return endpoint && verbs ? { ...route, kind: "record", endpoint, verbs } : null;
}

/** The write routes the generator could not place: the suite fails while there is one. */
export function unplacedWriteRoutes(): string[] {
  return writeRoutes()
    .filter((route) => placeRoute(route) === null)
    .map((route) => route.file);
}

/** The URL of a case: the route's pattern with the event, the record and the verb filled in. */
export function urlOf(
  route: PlacedRoute,
  ids: { eventId: string; recordId: string; verb: string; type?: string; promoterId?: string },
): string {
  return route.pattern
    .replace(":promoterId", encodeURIComponent(ids.promoterId ?? ""))
    .replace(":type", ids.type ?? "generic")
    .replace(":id", route.kind === "record" ? encodeURIComponent(ids.recordId) : encodeURIComponent(ids.eventId))
    .replace(":recordId", encodeURIComponent(ids.recordId))
    .replace(":action", ids.verb);
}

type Row = Record<string, unknown> & { _id: string };

/** A form body made of a record's own fields, as its edit form would post them: what a guard must stop. */
export function formOf(record: Row, extra: Record<string, string> = {}): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    if (["_id", "createdAt", "updatedAt"].includes(name)) continue;
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
      body.set(name, String(value));
  }
  for (const [name, value] of Object.entries(extra)) body.set(name, value);
  return body;
}

/** The create forms of records a venue owns: each edit route (`…/:id`, `…/:recordId`) also creates at `…/new`. */
export function createRoutes(): (PlacedRoute & { titleField: string })[] {
  return writeRoutes()
    .map(placeRoute)
    .filter(
      (route): route is PlacedRoute =>
        route !== null && route.kind !== "event" && /\/:(id|recordId)$/.test(route.pattern),
    )
    .flatMap((route) => {
      const resource = resources.find(
        (candidate) => candidate.endpoint === route.endpoint && candidate.owner && candidate.actions?.create !== false,
      );
      return resource ? [{ ...route, titleField: resource.titleField }] : [];
    });
}

/**
 * The options routes of every select over a venue's records (`/options/<resource>/<field>`, decision 034; a select
 * inside rows is `<rows>.<field>`), with the endpoint their options come from: each is asked, by every scoped account,
 * for another venue's records.
 */
export function venueOptionRoutes(): { url: string; endpoint: string }[] {
  return resources.flatMap((resource) =>
    resource.fields
      .flatMap((field) => [
        field,
        ...(field.rowFields ?? []).map((sub) => ({ ...sub, name: `${field.name}.${sub.name}` })),
      ])
      .filter((field) => field.optionsFrom?.venueScoped && !field.optionsFrom.whole)
      .map((field) => ({ url: `/options/${resource.key}/${field.name}`, endpoint: field.optionsFrom!.endpoint })),
  );
}

/**
 * Names of request parameters that name a record: an id, ids, or a record's kind (`event`, `product`, `release`…). A
 * loader or action reading one from the query string or the form body must check it against the user's reach as a
 * path id is checked (decision 047), and this suite must try it with another venue's record.
 */
const recordName =
  /^(_id|ids?|[a-z]+Ids?|event|list|product|promoter|user|disco|table|order|release|assignment|participant|employee|format|venue|record|reservation|target)$/;

const appSource = new URL("../app/", import.meta.url);

/** The app's request-handling sources: routes, domains and the resource engine (not the presentational ui/). */
function handlerSources(): { file: string; text: string }[] {
  const files: { file: string; text: string }[] = [];
  const walk = (dir: URL, relative: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const path = `${relative}${entry.name}`;
      if (entry.isDirectory()) {
        if (path !== "ui") walk(new URL(`${entry.name}/`, dir), `${path}/`);
      } else if (/\.tsx?$/.test(entry.name)) {
        files.push({ file: path, text: fs.readFileSync(new URL(entry.name, dir), "utf8") });
      }
    }
  };
  walk(appSource, "");
  return files;
}

/**
 * Every parameter a loader or action reads from the query string or a form body whose name says it names a record,
 * with the files that read it, found in the source: `form.get("x")`, `searchParams.get("x")`, `params.getAll("x")`,
 * `wanted(params, "x")`, the keys of `readControls(form, {…})`, and the keys of the zod objects of files that read a
 * form. A read added later shows up here, and fails the suite until `namedParams` says how it is tried.
 */
export function namedParamReads(): Map<string, string[]> {
  const reads = new Map<string, string[]>();
  const note = (name: string, file: string) => {
    if (!recordName.test(name)) return;
    const files = reads.get(name) ?? [];
    if (!files.includes(file)) files.push(file);
    reads.set(name, files);
  };
  for (const { file, text } of handlerSources()) {
    for (const match of text.matchAll(
      /\b(?:form|formData|params|searchParams|source|body|query)\.(?:get|getAll|has)\("([A-Za-z_]+)"\)/g,
    ))
      note(match[1]!, file);
    for (const match of text.matchAll(/\bwanted\(\w+, "([A-Za-z_]+)"\)/g)) note(match[1]!, file);
    for (const match of text.matchAll(/readControls\([^{]*\{([^}]*)\}/g))
      for (const key of match[1]!.matchAll(/(\w+):/g)) note(key[1]!, file);
    if (/\breadForm(Text)?\(/.test(text))
      for (const match of text.matchAll(/z\.object\(\{([^}]*)\}/g))
        for (const key of match[1]!.matchAll(/(\w+):/g)) note(key[1]!, file);
  }
  return reads;
}

/**
 * How each record-naming parameter is tried. `query`: pages that read it from their query string, each opened (its
 * page and its data request) with another venue's record of `endpoint`, which must answer not-found. `body`: the key of
 * this suite's `bodyCases` that posts it with another venue's record. `reason`: why it names nothing of another venue.
 */
export type NamedParam =
  { endpoint: string; query: string[] } | { endpoint: string; body: string } | { reason: string };

export const namedParams: Record<string, NamedParam> = {
  eventId: { endpoint: "events", query: ["/statistics", "/promoters"] },
  event: { endpoint: "events", query: ["/orders/bar"] },
  orderId: { endpoint: "orders", body: "/orders/bar" },
  product: { endpoint: "products", body: "/products" },
  ids: { endpoint: "reservations", body: "/reservations/bulk" },
  release: { endpoint: "ticket-releases", body: "event:release" },
  assignment: { endpoint: "assign-products", body: "event:assignment" },
  reservationId: { endpoint: "reservations", body: "event:reservationId" },
  _id: {
    reason:
      "a select's chosen records (`/options/…?_id=`): this suite asks every options route for another venue's ids; a chat's party and a bulk row are answers read back, not asked for",
  },
  venueId: {
    reason:
      "the venue a collaborator selects (/venue keeps it only when it is one they work at) and the audit log's venue filter, which only an admin's query keeps (a venue user's is their own)",
  },
  user: { reason: "the audit log's filter by an email, inside the venue the reader is confined to" },
  productId: {
    reason:
      "an event's \"add product\" (`intent=add`): the products-tab test below posts a club's product as the format that runs the night there, refused next to the picker with nothing written, since the action reads the product within the user's own catalogue",
  },
  list: { reason: "a saved view's list path (/events, /orders…), not an upstream record" },
  entryId: {
    reason:
      "a door entry or conflict in the back-office's own database (decision 048), found only within the event in the URL, which the user must reach: door-store's entryById and resolveConflict filter by that event",
  },
};
