// What an audit entry says about a write (decision 022): the entity, record and kind of change, and each changed field
// with its value before and after; secrets only as changed, never their values.
import { describe, expect, it } from "vitest";
import { changesOf, describeWrite, isSecretField, pathParts } from "~/core/audit/audit";

describe("describeWrite", () => {
  it("a create takes the new record's id from the answer and every field given", () => {
    expect(describeWrite("POST", "/musical-genres", { name: "Techno", order: 2 }, undefined, { _id: "g1" })).toEqual({
      entity: "musical-genres",
      entityId: "g1",
      recordLabel: "Techno",
      action: "create",
      changes: [
        { field: "name", before: null, after: "Techno" },
        { field: "order", before: null, after: 2 },
      ],
    });
  });

  it("an update keeps only the fields whose value changed", () => {
    const before = { _id: "r1", name: "Early bird", price: 1000, maxTickets: 50, updatedAt: "x" };
    expect(
      describeWrite("PUT", "/ticket-releases/r1", { name: "Early bird", price: 1200, maxTickets: 50 }, before, before),
    ).toEqual({
      entity: "ticket-releases",
      entityId: "r1",
      recordLabel: "Early bird",
      action: "update",
      changes: [{ field: "price", before: 1000, after: 1200 }],
    });
  });

  it("a delete keeps what the record was", () => {
    expect(describeWrite("DELETE", "/vips/v1", undefined, { _id: "v1", name: "Anna" }, null).changes).toEqual([
      { field: "name", before: "Anna", after: null },
    ]);
  });

  it("a state change is its verb; an upload is an upload", () => {
    expect(describeWrite("PATCH", "/users/u1/enable", { isEnabled: true }, { isEnabled: false }, {})).toMatchObject({
      entity: "users",
      entityId: "u1",
      action: "enable",
      changes: [{ field: "isEnabled", before: false, after: true }],
    });
    expect(describeWrite("POST", "/uploads", { filename: "a.png" }, undefined, { url: "/f" }).action).toBe("upload");
  });
});

describe("secrets", () => {
  it("are recognised by name", () => {
    for (const field of ["password", "newPassword", "clientSecret", "accessToken", "apiKey", "privateKey", "pin"])
      expect(isSecretField(field), field).toBe(true);
    for (const field of ["name", "price", "email", "spinning"]) expect(isSecretField(field), field).toBe(false);
  });

  it("are recorded as changed, never with their values", () => {
    const changes = changesOf({ password: "old-secret", name: "A" }, { password: "new-secret", name: "A" });
    expect(changes).toEqual([{ field: "password", secret: true }]);
    expect(JSON.stringify(changesOf(null, { password: "new-secret" }))).not.toContain("new-secret");
    // Sent unchanged: nothing to say.
    expect(changesOf({ apiKey: "k" }, { apiKey: "k" })).toEqual([]);
  });
});

describe("pathParts", () => {
  it("splits entity, id and verb, ignoring a query", () => {
    expect(pathParts("/reservations/abc/accept?x=1")).toEqual({
      entity: "reservations",
      entityId: "abc",
      verb: "accept",
    });
    expect(pathParts("/events")).toEqual({ entity: "events", entityId: null, verb: null });
  });
});
