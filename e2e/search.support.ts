// The global search's records of one test (decision 033): an upcoming event of the demo club, a guest's
// reservation and a list of it, and an event of another club, all named with one word no other test uses, so the
// search for that word finds exactly these whatever runs beside it on the shared mock.
import { createUpstream, ownEvent, unique, upstreamRows } from "./helpers";

type Row = Record<string, unknown> & { _id: string };

export type SearchRecords = { word: string; event: Row; reservation: Row; list: Row; elsewhere: Row };

export async function searchRecords(label: string): Promise<SearchRecords> {
  const word = `Cercami${unique()}`;
  const event = await ownEvent(`${label} ${word}`);
  const [reservation, list] = await Promise.all([
    createUpstream<Row>("disco@demo.test", "/reservations", {
      eventId: event._id,
      discoId: event.discoId,
      userName: `Ospite ${word}`,
      status: "accepted",
      channel: "backoffice",
    }),
    createUpstream<Row>("disco@demo.test", "/lists", {
      name: `Lista ${word}`,
      eventId: event._id,
      discoId: event.discoId,
    }),
  ]);
  // Another club's night with the same word: the demo club's account must never find it.
  const clubs = await upstreamRows("/discos?discoType=disco", "admin@demo.test");
  const other = clubs.find((club) => club._id !== event.discoId)!;
  const elsewhere = await createUpstream<Row>("admin@demo.test", "/events", {
    name: `Altrove ${word}`,
    discoId: other._id,
    startDate: event.startDate,
    endDate: event.endDate,
    listsIds: [],
  });
  return { word, event, reservation, list, elsewhere };
}
