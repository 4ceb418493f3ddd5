// Who may send, decide and withdraw a format request (spec sections 4 and 6), and the event an accepted one links to.
import { describe, expect, it } from "vitest";
import {
  createdEventId,
  decisions,
  isPending,
  mayDecide,
  maySend,
  mayWithdraw,
  type RequestViewer,
} from "~/domains/venues/format-requests";
import { serverMessageKey } from "~/core/upstream/server-messages";
import { formatRequests } from "~/domains/venues/format-requests.resources";

const request = { _id: "r1", status: "pending", formatId: "format-1", discoId: "club-1", eventName: "Sabato Italiano" };
const admin: RequestViewer = { role: "admin" };
const owningFormat: RequestViewer = { role: "format", discoId: "format-1" };
const otherFormat: RequestViewer = { role: "format", discoId: "format-2" };
const sendingClub: RequestViewer = { role: "disco", discoId: "club-1" };
const otherClub: RequestViewer = { role: "disco", discoId: "club-2" };

describe("deciding a request", () => {
  it("is for an admin and the format it is addressed to", () => {
    expect(mayDecide(admin, request)).toBe(true);
    expect(mayDecide(owningFormat, request)).toBe(true);
  });

  it("is not for the venue that sent it, another venue, another format or a format without a venue", () => {
    expect(mayDecide(sendingClub, request)).toBe(false);
    expect(mayDecide(otherClub, request)).toBe(false);
    expect(mayDecide(otherFormat, request)).toBe(false);
    expect(mayDecide({ role: "format" }, { ...request, formatId: undefined })).toBe(false);
    expect(mayDecide({ role: "structure", discoId: "format-1" }, request)).toBe(false);
  });

  it("is only for a pending request", () => {
    for (const status of ["accepted", "rejected", undefined]) {
      expect(mayDecide(admin, { ...request, status })).toBe(false);
      expect(mayDecide(owningFormat, { ...request, status })).toBe(false);
    }
  });

  it("sets accepted on approval and rejected on rejection", () => {
    expect(decisions).toEqual({ approve: "accepted", reject: "rejected" });
  });
});

describe("withdrawing a request", () => {
  it("is for an admin and the venue that sent it, while pending", () => {
    expect(mayWithdraw(admin, request)).toBe(true);
    expect(mayWithdraw(sendingClub, request)).toBe(true);
    expect(mayWithdraw(otherClub, request)).toBe(false);
    expect(mayWithdraw(owningFormat, request)).toBe(false);
    expect(mayWithdraw(sendingClub, { ...request, status: "accepted" })).toBe(false);
    expect(isPending({ status: "rejected" })).toBe(false);
  });
});

describe("sending a request", () => {
  it("is for a venue or an admin, not for a format", () => {
    expect(maySend(admin)).toBe(true);
    expect(maySend(sendingClub)).toBe(true);
    expect(maySend(owningFormat)).toBe(false);
    expect(maySend({ role: "structure" })).toBe(false);
  });

  it("starts pending, and asks format, venue, event name and start but never the status", () => {
    expect(formatRequests.createValues).toEqual({ status: "pending" });
    expect(formatRequests.fields.map((field) => field.name)).toEqual([
      "formatId",
      "discoId",
      "eventName",
      "startDate",
      "note",
      "attachment",
    ]);
    expect(formatRequests.fields.find((field) => field.name === "formatId")?.optionsFrom?.query).toEqual({
      discoType: "format",
    });
    expect(formatRequests.actions).toEqual({ edit: true });
  });
});

describe("the event of an accepted request", () => {
  it("is linked once the upstream gave its id", () => {
    expect(createdEventId({ status: "accepted", eventId: "e1" })).toBe("e1");
    expect(createdEventId({ status: "accepted" })).toBeNull();
    expect(createdEventId({ status: "pending", eventId: "e1" })).toBeNull();
  });
});

describe("the upstream's answer to a second decision", () => {
  it("is translated", () => {
    expect(serverMessageKey("Request already processed")).toBe("formatRequests.alreadyProcessed");
  });
});
