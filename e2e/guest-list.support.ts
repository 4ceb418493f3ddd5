// An event of the demo club of one worker's own, with reservations whose names, lists, tables and states the guest-list
// and reservations-export tests know, and a reservation of another club's night that carries the same search word: an
// upstream that ignores the event and venue filters (the mock's `ignore-filters` knob) would answer it too.
import { randomInt } from "node:crypto";
import { createUpstream, ownEvent, unique, upstreamRows } from "./helpers";

export type Guest = { name: string; code: string; status: string; quantity: number; list?: string; table?: string };

export type GuestListFixture = {
  eventId: string;
  eventName: string;
  /** A word in every guest's name (and the foreign one's), for the tab's search. */
  word: string;
  guests: Guest[];
  listName: string;
  promoterName: string;
  /** The code of the reservation at another club's night, and that night. */
  foreignCode: string;
  foreignEventId: string;
};

let made: Promise<GuestListFixture> | undefined;

/** This worker's event and reservations, made once. */
export function guestListFixture(): Promise<GuestListFixture> {
  made ??= make();
  return made;
}

async function make(): Promise<GuestListFixture> {
  const event = await ownEvent("Lista ospiti");
  const word = `Zq${unique()}`;
  const promoterName = `Pia ${word}`;
  const listName = `Lista ${word}`;
  const list = await createUpstream<{ _id: string }>("disco@demo.test", "/lists", {
    name: listName,
    eventId: event._id,
    discoId: event.discoId,
    promoterName,
  });
  // Codes of this run's own; the names sort differently from the order they are made in, an accent among them.
  const base = randomInt(100_000, 900_000);
  const guests: Guest[] = [
    { name: `Zeno ${word}`, code: `R-${base}1`, status: "accepted", quantity: 2, list: listName },
    { name: `Ágata ${word}`, code: `R-${base}2`, status: "usable", quantity: 3, table: `Privé ${word}` },
    { name: `Bruno ${word}`, code: `R-${base}3`, status: "used", quantity: 1, list: listName },
    { name: `Carla ${word}`, code: `R-${base}4`, status: "cancelled", quantity: 4 },
    { name: `Dario ${word}`, code: `R-${base}5`, status: "accepted", quantity: 5 },
  ];
  for (const guest of guests)
    await createUpstream("disco@demo.test", "/reservations", {
      eventId: event._id,
      eventName: event.name,
      discoId: event.discoId,
      userName: guest.name,
      code: guest.code,
      status: guest.status,
      quantity: guest.quantity,
      isVip: guest.status === "usable",
      ...(guest.list ? { listId: list._id } : {}),
      ...(guest.table ? { tableName: guest.table } : {}),
    });
  const [club] = await upstreamRows(`/discos?name=${encodeURIComponent("Demo Club Milano")}`);
  const [otherNight] = (await upstreamRows("/events?limit=200", "admin@demo.test")).filter(
    (row) => row.discoId && row.discoId !== club!._id,
  );
  const foreignCode = `R-${base}9`;
  await createUpstream("admin@demo.test", "/reservations", {
    eventId: otherNight!._id,
    discoId: otherNight!.discoId,
    userName: `Elsa ${word}`,
    code: foreignCode,
    status: "accepted",
    quantity: 2,
  });
  return {
    eventId: event._id,
    eventName: String(event.name),
    word,
    guests,
    listName,
    promoterName,
    foreignCode,
    foreignEventId: otherNight!._id,
  };
}

/** Whom the door expects (and the paper lists when no state is chosen): those who may enter and those already in. */
export function expectedGuests(fixture: GuestListFixture): Guest[] {
  return fixture.guests.filter((guest) => ["accepted", "usable", "used"].includes(guest.status));
}
