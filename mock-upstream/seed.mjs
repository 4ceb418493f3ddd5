// Deterministic Italian demo data, dates relative to the moment of seeding: every list of the spec has rows to page
// through, every state of section 4 appears, and the demo accounts of the README can sign in.
import { seedChats } from "./chats.mjs";
import { seedOrders } from "./orders.mjs";
import { hashPassword } from "./passwords.mjs";
import { seedProducts } from "./products.mjs";
import { seedNight } from "./night.mjs";
import { seedNotifications } from "./notifications.mjs";
import { seedPeople } from "./people.mjs";
import { seedProfiles } from "./profiles.mjs";

const demoPassword = "Demo-pass1";

function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const firstNames = [
  "Giulia",
  "Marco",
  "Francesca",
  "Luca",
  "Chiara",
  "Alessandro",
  "Sara",
  "Matteo",
  "Martina",
  "Lorenzo",
  "Elena",
  "Andrea",
  "Valentina",
  "Davide",
  "Federica",
  "Simone",
  "Alice",
  "Riccardo",
  "Giorgia",
  "Gabriele",
  "Beatrice",
  "Tommaso",
  "Camilla",
  "Edoardo",
  "Aurora",
  "Pietro",
  "Ginevra",
  "Filippo",
  "Noemi",
  "Stefano",
];
const lastNames = [
  "Rossi",
  "Russo",
  "Ferrari",
  "Esposito",
  "Bianchi",
  "Romano",
  "Colombo",
  "Ricci",
  "Marino",
  "Greco",
  "Bruno",
  "Gallo",
  "Conti",
  "De Luca",
  "Mancini",
  "Costa",
  "Giordano",
  "Rizzo",
  "Lombardi",
  "Moretti",
  "Barbieri",
  "Fontana",
  "Santoro",
  "Mariani",
  "Rinaldi",
];
const cities = [
  ["Milano", "Via Tortona", 45.4642, 9.19],
  ["Roma", "Via Ostiense", 41.9028, 12.4964],
  ["Riccione", "Viale Ceccarini", 43.9999, 12.6561],
  ["Napoli", "Via Coroglio", 40.8518, 14.2681],
  ["Torino", "Via Nizza", 45.0703, 7.6869],
  ["Bologna", "Via Stalingrado", 44.4949, 11.3426],
  ["Firenze", "Viale Fratelli Rosselli", 43.7696, 11.2558],
  ["Gallipoli", "Lungomare Galilei", 40.0556, 17.9925],
  ["Verona", "Via Santa Teresa", 45.4384, 10.9916],
  ["Rimini", "Lungomare Tintori", 44.0678, 12.5695],
  ["Catania", "Via Messina", 37.5079, 15.083],
  ["Padova", "Via Venezia", 45.4064, 11.8768],
];
const clubWords = [
  "Notte",
  "Luna",
  "Aurora",
  "Velvet",
  "Moderno",
  "Cantina",
  "Terrazza",
  "Giardino",
  "Magazzino",
  "Baia",
  "Villa",
  "Studio",
  "Fabbrica",
  "Duomo",
  "Faro",
];
const formatWords = [
  "Sabato Italiano",
  "Domenica Bestiale",
  "Venerdì Latino",
  "Anni 90 Party",
  "Reggaeton Night",
  "Techno Lab",
  "House Sessions",
  "Aperitivo Sonoro",
  "Trap Club",
  "Disco Inferno",
  "Balearic Sunset",
  "Tropicale",
  "Elettronica Urbana",
];
const genres = [
  "House",
  "Techno",
  "Commerciale",
  "Reggaeton",
  "Hip Hop",
  "Trap",
  "Latino",
  "Anni 90",
  "Anni 80",
  "Afro House",
  "Deep House",
  "Drum and Bass",
  "Pop",
  "Indie",
  "R&B",
  "Elettronica",
  "Tech House",
  "Dancehall",
];
const drinks = [
  ["Gin tonic", 1000, true],
  ["Spritz", 800, true],
  ["Moscow mule", 1000, true],
  ["Negroni", 1000, true],
  ["Birra media", 600, true],
  ["Prosecco (calice)", 700, true],
  ["Acqua", 300, false],
  ["Coca-Cola", 500, false],
  ["Red Bull", 600, false],
  ["Vodka lemon", 1000, true],
  ["Mojito", 1000, true],
  ["Bottiglia Champagne", 18000, true],
  ["Bottiglia Vodka", 15000, true],
  ["Succo di frutta", 500, false],
  ["Analcolico alla frutta", 700, false],
];

export function makeSeed(now = new Date()) {
  const random = prng(20261122);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  let counter = 0;
  const id = () =>
    (++counter).toString(16).padStart(8, "0") +
    Math.floor(random() * 2 ** 32)
      .toString(16)
      .padStart(8, "0") +
    "5eed0000".slice(0, 8);
  const at = (days, hour = 23, minute = 0) => {
    const date = new Date(now);
    date.setUTCDate(date.getUTCDate() + days);
    date.setUTCHours(hour, minute, 0, 0);
    return date.toISOString();
  };
  const stamp = (daysAgo) => ({
    createdAt: at(-daysAgo, int(8, 20), int(0, 59)),
    updatedAt: at(-Math.max(0, daysAgo - 1), 12),
  });
  const demoHash = hashPassword(demoPassword, "demo0salt");
  const phone = () => `+39 3${int(10, 99)}${int(1000000, 9999999)}`;

  const data = {};
  const add = (collection, record) => {
    (data[collection] ??= []).push(record);
    return record;
  };

  // Venues: the demo club, a second club where collaboffice@ is the promoter, then clubs, formats and structures.
  const venue = (name, discoType, cityIndex, extra = {}) => {
    const [city, street, lat, lng] = cities[cityIndex % cities.length];
    return add("discos", {
      _id: id(),
      name,
      discoType,
      description: `${name}: serate, eventi e musica dal vivo a ${city}.`,
      address: `${street} ${int(1, 120)}, ${city}`,
      city,
      location: { lat: lat + (random() - 0.5) / 50, lng: lng + (random() - 0.5) / 50 },
      publicEmail: `info@${name.toLowerCase().replace(/[^a-z]+/g, "")}.example`,
      logo: "",
      cover: "",
      status: random() < 0.85 ? "enabled" : "disabled",
      feeOnlineTable: 5,
      feeOnlineProduct: pick([3, 4, 5]),
      feeOffline: pick([0, 1, 2]),
      taxCode: `0${int(1000000000, 9999999999)}`,
      vatNumber: `IT0${int(1000000000, 9999999999)}`,
      pec: `amministrazione@pec.${name.toLowerCase().replace(/[^a-z]+/g, "")}.it`,
      cardProviderAccountStatus: pick(["active", "active", "pending", "restricted"]),
      ...stamp(int(100, 600)),
      ...extra,
    });
  };
  const demoClub = venue("Demo Club Milano", "disco", 0, { status: "enabled", cardProviderAccountStatus: "active" });
  const secondClub = venue("Villa Notte Roma", "disco", 1, { status: "enabled" });
  const demoFormat = venue("Sabato Italiano Tour", "format", 2, { status: "enabled" });
  const demoStructure = venue("Hotel Riviera Rimini", "structure", 9, { status: "enabled" });
  for (let i = 0; i < 28; i++)
    venue(`${pick(clubWords)} ${pick(clubWords)} ${cities[i % cities.length][0]}`, "disco", i);
  for (let i = 0; i < 25; i++)
    venue(
      `${formatWords[i % formatWords.length]} ${i < formatWords.length ? "" : cities[i % cities.length][0]}`.trim(),
      "format",
      i + 3,
    );
  for (let i = 0; i < 25; i++)
    venue(
      `${pick(["Hotel", "Lido", "Resort", "Agriturismo", "Bagno"])} ${pick(clubWords)} ${cities[(i + 5) % cities.length][0]}`,
      "structure",
      i + 5,
    );
  const clubs = data.discos.filter((d) => d.discoType === "disco");
  const formats = data.discos.filter((d) => d.discoType === "format");

  // People: the demo accounts first, then plain users (a few minors among them).
  const person = (email, name, surname, role, extra = {}) =>
    add("users", {
      _id: id(),
      email,
      name,
      surname,
      username: email.split("@")[0].replace(/[^a-z0-9]/gi, "") + (extra.usernameSuffix ?? ""),
      role,
      passwordHash: demoHash,
      profileImage: "",
      birthDate: at(-int(19 * 365, 45 * 365), 0).slice(0, 10),
      genre: pick(["male", "female", "other"]),
      phoneNumber: phone(),
      instagramUsername: "",
      address: "",
      spinCredits: int(0, 40),
      documentExpiredDate: at(int(100, 1500), 0).slice(0, 10),
      isEnabled: true,
      confirmedUser: true,
      paymentDays: 30,
      ciCode: "",
      deviceInfo: "",
      admin: role === "admin",
      privacyPolicyAccepted: true,
      termsAndConditionsAccepted: true,
      profileCompleted: true,
      ...stamp(int(30, 400)),
      ...extra,
    });
  const admin = person("admin@demo.test", "Giulia", "Rossi", "admin");
  const disco = person("disco@demo.test", "Marco", "Bianchi", "disco", { discoId: demoClub._id });
  person("format@demo.test", "Francesca", "Greco", "format", { discoId: demoFormat._id });
  person("structure@demo.test", "Luca", "Romano", "structure", { discoId: demoStructure._id });
  const collaborator = (email, name, surname, roles) => {
    const user = person(email, name, surname, "user");
    for (const [venueId, role] of roles)
      add("collaborators", {
        _id: id(),
        userId: user._id,
        discoId: venueId,
        role,
        userName: `${name} ${surname}`,
        ...stamp(int(5, 90)),
      });
    return user;
  };
  collaborator("promoter@demo.test", "Chiara", "Colombo", [[demoClub._id, "admin_promoter"]]);
  collaborator("galley@demo.test", "Davide", "Ricci", [[demoClub._id, "galley_attendant"]]);
  collaborator("cloakroom@demo.test", "Sara", "Marino", [[demoClub._id, "cloakroom_attendant"]]);
  collaborator("eventoffice@demo.test", "Matteo", "Gallo", [[demoClub._id, "backoffice_event"]]);
  collaborator("collaboffice@demo.test", "Elena", "Conti", [
    [demoClub._id, "backoffice_collaborator"],
    [secondClub._id, "admin_promoter"],
  ]);
  collaborator("cashier@demo.test", "Andrea", "Mancini", [[demoClub._id, "cashier"]]);
  person("user@demo.test", "Valentina", "Costa", "user");
  const plainUsers = [];
  for (let i = 0; i < 60; i++) {
    const name = firstNames[i % firstNames.length];
    const surname = lastNames[(i * 7) % lastNames.length];
    const minor = i % 12 === 5;
    plainUsers.push(
      person(`${name}.${surname}.${i}@example.test`.toLowerCase().replace(/\s+/g, ""), name, surname, "user", {
        birthDate: at(-(minor ? int(15 * 365, 17 * 365) : int(18 * 365 + 30, 40 * 365)), 0).slice(0, 10),
        isEnabled: i % 15 !== 3,
        confirmedUser: i % 6 !== 2,
        instagramUsername: i % 3 === 0 ? `${name}_${surname}`.toLowerCase() : "",
        address: `${pick(cities)[1]} ${int(1, 99)}, ${pick(cities)[0]}`,
      }),
    );
  }
  const collaboratorRoles = [
    "ticket_inspector",
    "cashier",
    "cashier_bar",
    "pr",
    "bartender",
    "galley_attendant",
    "cloakroom_attendant",
    "backoffice_event",
  ];
  for (let i = 0; i < 24; i++) {
    const user = plainUsers[i];
    add("collaborators", {
      _id: id(),
      userId: user._id,
      discoId: i < 14 ? demoClub._id : pick(clubs)._id,
      role: collaboratorRoles[i % collaboratorRoles.length],
      userName: `${user.name} ${user.surname}`,
      ...stamp(int(5, 200)),
    });
  }

  for (const [i, name] of genres.entries())
    add("musical-genres", { _id: id(), name, description: `Serate ${name.toLowerCase()}`, ...stamp(300 - i) });
  const genreIds = data["musical-genres"].map((g) => g._id);

  // Events: the demo club has tonight, this week and a past; every venue has some.
  const eventRecord = (venueRecord, startDays, name, extra = {}) => {
    const start = at(startDays, 22, 30);
    // Drawn in the same order for every event (its id first), so every later draw of the seed stays the same.
    const eventId = id();
    const drawnFormat = random() < 0.3 ? pick(formats)._id : null;
    return add("events", {
      _id: eventId,
      name,
      discoId: venueRecord._id,
      discoName: venueRecord.name,
      // A format's nights at its own venue record are its nights as the format too (row scope reaches them by it).
      format: venueRecord.discoType === "format" ? venueRecord._id : drawnFormat,
      startDate: start,
      endDate: at(startDays + 1, 4, 30),
      startVisibilityDate: at(startDays - 21, 10),
      address: venueRecord.address,
      description: `${name} al ${venueRecord.name}. Ingresso con lista fino all'01:00.`,
      minCustomerAge: pick([18, 18, 18, 21, 16]),
      musicalGenresIds: [pick(genreIds), pick(genreIds)],
      listsIds: [],
      productTypes: ["base", "premium", "table"],
      galleryImages: [],
      webImage: "",
      isFestival: random() < 0.12,
      hideOnApp: random() < 0.1,
      hideReservationButtonOnApp: false,
      barEnabled: random() < 0.8,
      acceptReservationInstantly: random() < 0.5,
      hasFreeSpins: random() < 0.4,
      sendRecapOrderTicketToEmail: true,
      userDocumentSentMandatory: random() < 0.2,
      ...stamp(Math.max(1, -startDays + 30)),
      ...extra,
    });
  };
  const demoEvents = [
    eventRecord(demoClub, 0, "Stasera al Demo Club"),
    eventRecord(demoClub, 2, "Venerdì House"),
    eventRecord(demoClub, 3, "Sabato Italiano"),
    eventRecord(demoClub, 9, "Notte Latina"),
    eventRecord(demoClub, 16, "Techno Lab"),
    eventRecord(demoClub, 30, "Festival d'Autunno", { isFestival: true }),
    eventRecord(demoClub, -5, "Halloween Party"),
    eventRecord(demoClub, -12, "Anni 90 Party"),
    eventRecord(demoClub, -26, "Reggaeton Night"),
    eventRecord(demoClub, -40, "Apertura stagione"),
  ];
  eventRecord(secondClub, 1, "Villa Notte: opening");
  eventRecord(secondClub, -7, "Villa Notte: Afro House");
  eventRecord(demoFormat, 4, "Sabato Italiano on tour");
  eventRecord(demoFormat, -14, "Sabato Italiano: Bologna");
  for (let i = 0; i < 40; i++) {
    const where = pick(clubs);
    eventRecord(where, int(-60, 60), `${pick(["Notte", "Serata", "Party", "Festa"])} ${pick(genres)}`);
  }
  const events = data.events;

  // Ticket releases: chains of 2–4 per event. A past event's releases are over; an upcoming one has an earlier lot
  // closed (sold out or expired), a lot on sale (available or nearly gone) and later lots not started, so every
  // derived status of section 4 is there, by the app's rule (low stock: at most max(5, 10 %) left).
  const hours = (n) => new Date(now.getTime() + n * 3600000).toISOString();
  const window = (event, index, order, maxTickets) => {
    const start = event.startDate;
    const lowStock = Math.max(5, Math.ceil(maxTickets * 0.1));
    if (start <= now.toISOString())
      return { fromDate: at(-70, 10), toDate: start, soldTickets: pick([int(0, maxTickets), maxTickets]) };
    if (order === 0 && index % 2 === 0)
      return { fromDate: at(-30, 10), toDate: hours(-int(2, 48)), soldTickets: int(0, maxTickets - 1) };
    if (order === 0) return { fromDate: at(-30, 10), toDate: start, soldTickets: maxTickets };
    if (order === 1 && index % 3 === 0)
      return { fromDate: hours(-int(1, 48)), toDate: start, soldTickets: maxTickets - int(1, lowStock) };
    if (order === 1)
      return { fromDate: hours(-int(1, 48)), toDate: start, soldTickets: int(0, maxTickets - lowStock - 1) };
    const from = hours(int(1, Math.max(1, Math.floor((Date.parse(start) - now.getTime()) / 3600000) - 1)));
    return { fromDate: from, toDate: start > from ? start : hours(72), soldTickets: 0 };
  };
  for (const [index, event] of events.entries()) {
    let parent = null;
    const count = int(2, 4);
    for (let order = 0; order < count; order++) {
      const price = [1000, 1500, 2000, 2500, 3000][order % 5];
      const maxTickets = pick([50, 100, 150, 200]);
      const fees = Math.ceil(price * 0.05);
      const stripeFees = Math.ceil(1.22 * (0.015 * (price + fees) + 25));
      const release = add("ticket-releases", {
        _id: id(),
        name: ["Early bird", "Primo lotto", "Secondo lotto", "Ultimo lotto"][order],
        description: "Ingresso con consumazione",
        eventId: event._id,
        discoId: event.discoId,
        parentReleaseId: parent,
        maxTickets,
        ...window(event, index, order, maxTickets),
        price,
        platformFees: fees,
        stripeFees,
        totalPrice: price + fees + stripeFees,
        genre: pick(["all", "all", "male", "female"]),
        showPayInLoco: random() < 0.5,
        showPayOnline: true,
        hideFeesOnUser: random() < 0.3,
        hierarchyOrder: order,
        ...stamp(int(1, 60)),
      });
      parent = release._id;
    }
  }

  // Guest lists, reservations, tables, VIPs.
  for (let i = 0; i < 40; i++) {
    const event = i < 12 ? demoEvents[i % demoEvents.length] : pick(events);
    const promoter = pick(plainUsers);
    const list = add("lists", {
      _id: id(),
      name: `Lista ${promoter.surname}`,
      eventId: event._id,
      discoId: event.discoId,
      promoterId: promoter._id,
      promoterName: `${promoter.name} ${promoter.surname}`,
      maxGuests: pick([20, 50, 100]),
      guestsCount: int(0, 20),
      ...stamp(int(1, 60)),
    });
    event.listsIds.push(list._id);
  }
  for (let i = 0; i < 30; i++) {
    const where = i < 14 ? demoClub : pick(clubs);
    add("tables", {
      _id: id(),
      discoId: where._id,
      code: `T${String(i + 1).padStart(2, "0")}`,
      name: pick(["Privé", "Console", "Terrazza", "Bordo pista", "Giardino"]) + ` ${i + 1}`,
      description: `Tavolo da ${pick([6, 8, 10, 12])} persone`,
      maxReservations: pick([1, 1, 2]),
      minSpend: pick([20000, 30000, 50000]),
      ...stamp(int(30, 300)),
    });
  }
  // The room a table stands in is its name without the number (no draw of the generator: nothing after changes).
  for (const table of data.tables) table.area = table.name.replace(/ \d+$/, "");
  const demoTables = data.tables.filter((table) => table.discoId === demoClub._id);
  const tableOf = (i, event) => {
    if (i % 7 !== 2 || event.discoId !== demoClub._id) return {};
    const table = demoTables[i % demoTables.length];
    return { tableId: table._id, tableName: table.name };
  };
  const reservationStatuses = [
    "usable",
    "pending",
    "accepted",
    "rejected",
    "cancelled",
    "deleted",
    "toPay",
    "refunded",
    "used",
    "waitingOrganizer",
  ];
  for (let i = 0; i < 160; i++) {
    const event = i < 70 ? demoEvents[i % demoEvents.length] : pick(events);
    const user = pick(plainUsers);
    add("reservations", {
      _id: id(),
      code: `R-${String(10000 + i)}`,
      eventId: event._id,
      eventName: event.name,
      discoId: event.discoId,
      userId: user._id,
      userName: `${user.name} ${user.surname}`,
      status: reservationStatuses[(i + Math.floor(i / 10)) % reservationStatuses.length],
      quantity: int(1, 6),
      isGift: i % 17 === 0,
      isVip: i % 11 === 0,
      isVipTemporary: i % 23 === 0,
      hasFreeDrink: i % 7 === 0,
      sendTicketViaEmail: i % 3 === 0,
      channel: pick(["app", "app", "web", "whatsapp"]),
      listId: event.listsIds[0] ?? null,
      ...stamp(int(0, 50)),
      // Deterministic (no draw from the generator), so the rest of the seed stays as it was.
      festival: Boolean(event.isFestival),
      ...tableOf(i, event),
    });
  }
  // Tonight's floor (the tables tab): the first holding reservations of tonight sit at the club's tables, one each,
  // within every table's capacity. Assigned after the draws, so no other record changes.
  const tonightHolding = data.reservations.filter(
    (reservation) =>
      reservation.eventId === demoEvents[0]._id &&
      ["accepted", "usable", "used"].includes(reservation.status) &&
      !reservation.tableId,
  );
  for (const [k, reservation] of tonightHolding.slice(0, 8).entries()) {
    const table = demoTables[(k * 3) % demoTables.length];
    reservation.tableId = table._id;
    reservation.tableName = table.name;
  }
  // The promoter ledger's demo: Chiara Colombo (promoter@demo.test) runs the second list of tonight and of Friday, and
  // the only list of two past nights; every third reservation of tonight and Friday is on her list. Assigned after
  // the draws, so no other record changes.
  const promoterAccount = data.users.find((user) => user.email === "promoter@demo.test");
  const chiaraLists = [
    demoEvents[0].listsIds[1],
    demoEvents[1].listsIds[1],
    demoEvents[6].listsIds[0],
    demoEvents[7].listsIds[0],
  ];
  for (const list of data.lists.filter((list) => chiaraLists.includes(list._id))) {
    list.promoterId = promoterAccount._id;
    list.promoterName = `${promoterAccount.name} ${promoterAccount.surname}`;
    list.name = `Lista ${promoterAccount.surname}`;
  }
  for (const event of demoEvents.slice(0, 2))
    for (const [k, reservation] of data.reservations.filter((r) => r.eventId === event._id).entries())
      if (k % 3 === 2) reservation.listId = event.listsIds[1];
  for (let i = 0; i < 30; i++) {
    const user = plainUsers[(i * 5) % plainUsers.length];
    add("vips", {
      _id: id(),
      discoId: i < 20 ? demoClub._id : pick(clubs)._id,
      userId: user._id,
      name: user.name,
      surname: user.surname,
      email: user.email,
      phoneNumber: user.phoneNumber,
      notes: pick(["Cliente abituale", "Compleanno a dicembre", "Tavolo fisso il sabato", ""]),
      ...stamp(int(1, 300)),
    });
  }

  // Catalogue: venue and product categories, VAT rates, templates, products.
  const discoCategories = [];
  for (const [i, name] of [
    "Discoteca",
    "Club",
    "Lounge bar",
    "Beach club",
    "Rooftop",
    "Live club",
    "Festival",
    "Format itinerante",
    "Hotel",
    "Lido",
    "Resort",
    "Agriturismo",
  ].entries()) {
    discoCategories.push(
      add("disco-categories", {
        _id: id(),
        name,
        image: "",
        discoType: i < 7 ? "disco" : i < 8 ? "format" : "structure",
        ...stamp(400 - i),
      }),
    );
  }
  for (const [i, [name, percentage]] of [
    ["Ordinaria", 22],
    ["Ridotta", 10],
    ["Ridotta alimentari", 5],
    ["Minima", 4],
  ].entries())
    add("vat-rates", { _id: id(), name, percentage, ...stamp(500 - i) });
  const productCategories = [];
  for (let i = 0; i < 26; i++) {
    productCategories.push(
      add("product-categories", {
        _id: id(),
        name: `${pick(["Cocktail", "Birre", "Vini", "Bottiglie", "Analcolici", "Snack", "Tavoli", "Ingressi"])} ${i + 1}`,
        image: "",
        discoId: i < 12 ? demoClub._id : pick(clubs)._id,
        discoCategoryId: pick(discoCategories)._id,
        ...stamp(int(10, 300)),
      }),
    );
  }
  const categories = ["base", "premium", "table", "genericProduct", "redemptionProduct"];
  for (let i = 0; i < 26; i++) {
    const [name, price, alcohol] = drinks[i % drinks.length];
    add("product-templates", {
      _id: id(),
      name: `${name}${i >= drinks.length ? " (modello B)" : ""}`,
      price,
      stripePrice: Math.ceil(price * 1.03),
      category: categories[i % 3],
      status: "enabled",
      image: "",
      alcohol,
      hierarchyOrder: i,
      iva: 22,
      ...stamp(int(20, 300)),
    });
  }
  const products = [];
  for (let i = 0; i < 44; i++) {
    const [name, price, alcohol] = drinks[i % drinks.length];
    const redemption = i % 4 === 3;
    const originalPrice = redemption ? price + pick([200, 300, 500]) : null;
    products.push(
      add("products", {
        _id: id(),
        type: redemption ? "redemption" : "generic",
        name: redemption ? `${name} in promo` : name,
        price,
        stripePrice: Math.ceil(price * 1.03),
        originalPrice,
        category: redemption ? "redemptionProduct" : categories[i % 4],
        status: i % 9 === 8 ? "disabled" : "enabled",
        image: "",
        alcohol,
        hierarchyOrder: i,
        productCategoryId: pick(productCategories)._id,
        discoId: i < 30 ? demoClub._id : pick(clubs)._id,
        notificationText: redemption ? `Riscatta ${name.toLowerCase()} con i tuoi crediti` : "",
        link: "",
        stock: int(0, 200),
        expirationDate: redemption ? at(int(10, 90), 23).slice(0, 10) : null,
        iva: pick([22, 22, 10, 0]),
        freeSpinForPromoScan: int(0, 2),
        freeSpinForPromoScanRedemption: redemption ? int(1, 3) : 0,
        ...stamp(int(1, 200)),
      }),
    );
  }

  // Orders and what hangs off them.
  const orderStatuses = [
    "pending",
    "accepted",
    "rejected",
    "cancelled",
    "deleted",
    "toPay",
    "waitingPayment",
    "paid",
    "refunded",
    "refused",
    "inProgress",
  ];
  const paymentTypes = ["free-spin", "loco", "stripe", "gift", "free-drink"];
  for (let i = 0; i < 220; i++) {
    const event = i < 120 ? demoEvents[i % demoEvents.length] : pick(events);
    const user = pick(plainUsers);
    const product = pick(products);
    const quantity = int(1, 4);
    const price = product.price * quantity;
    const order = add("orders", {
      _id: id(),
      token: `ORD-${(100000 + i).toString(36).toUpperCase()}`,
      eventId: event._id,
      eventName: event.name,
      discoId: event.discoId,
      userId: user._id,
      userName: `${user.name} ${user.surname}`,
      quantity,
      price,
      orderItems: [],
      paymentType: paymentTypes[i % paymentTypes.length],
      status: orderStatuses[i % orderStatuses.length],
      platformFeeAmount: Math.ceil(price * 0.05),
      dataCashIdtrx: i % 5 === 0 ? `TRX${100000 + i}` : null,
      dataCashProgressivo: i % 5 === 0 ? i : null,
      deliveryStatus: i % 3 === 0 ? "delivered" : "waiting",
      tableId: i % 13 === 0 ? pick(data.tables)._id : null,
      ...stamp(int(0, 45)),
    });
    const item = add("order-items", {
      _id: id(),
      orderId: order._id,
      eventId: event._id,
      productId: product._id,
      productName: product.name,
      quantity,
      price: product.price,
      ...stamp(int(0, 45)),
    });
    order.orderItems.push(item._id);
  }
  for (let i = 0; i < 40; i++) {
    const event = demoEvents[i % demoEvents.length];
    const product = products[i % 30];
    const quantity = int(20, 200);
    const totOrdered = int(0, quantity);
    add("galleys", {
      _id: id(),
      discoId: demoClub._id,
      eventId: event._id,
      productId: product._id,
      productName: product.name,
      quantity,
      finalQuantity: event.startDate < now.toISOString() ? quantity - totOrdered : null,
      totOrdered,
      ...stamp(int(0, 40)),
    });
    add("galley-logs", {
      _id: id(),
      discoId: demoClub._id,
      eventId: event._id,
      productId: product._id,
      productName: product.name,
      action: pick(["load", "unload", "adjust"]),
      quantity: int(1, 30),
      userName: "Davide Ricci",
      ...stamp(int(0, 40)),
    });
  }
  for (let i = 0; i < 60; i++) {
    const event = demoEvents[i % 4];
    const user = pick(plainUsers);
    add("cloakroom-slots", {
      _id: id(),
      discoId: demoClub._id,
      eventId: event._id,
      code: `G${String(i + 1).padStart(3, "0")}`,
      status: pick(["free", "taken", "taken", "returned"]),
      userId: user._id,
      userName: `${user.name} ${user.surname}`,
      ...stamp(int(0, 20)),
    });
  }
  for (let i = 0; i < 30; i++) {
    const global = i >= 22;
    const event = demoEvents[i % demoEvents.length];
    add("spin-gifts", {
      _id: id(),
      global,
      discoId: global ? null : demoClub._id,
      eventId: global ? null : event._id,
      productId: products[i % 30]._id,
      productName: products[i % 30].name,
      spinFrequency: pick([5, 10, 20]),
      probability: pick([1, 2, 5, 10]),
      quantity: int(5, 50),
      ...stamp(int(1, 60)),
    });
  }
  for (let i = 0; i < 30; i++) {
    const product = products[i % products.length];
    const user = pick(plainUsers);
    add("assign-products", {
      _id: id(),
      productId: product._id,
      productName: product.name,
      userId: user._id,
      userName: `${user.name} ${user.surname}`,
      eventId: pick(demoEvents)._id,
      discoId: demoClub._id,
      quantity: int(1, 3),
      ...stamp(int(1, 60)),
    });
  }

  // Communication, content and moderation.
  for (let i = 0; i < 30; i++) {
    const [city, street, lat, lng] = cities[i % cities.length];
    add("banners", {
      _id: id(),
      name: `Banner ${pick(clubWords)} ${i + 1}`,
      discoId: i < 10 ? demoClub._id : pick(clubs)._id,
      minAge: pick([16, 18, 18, 21]),
      maxAge: pick([30, 35, 45, 99]),
      maxDistance: pick([10, 25, 50, 100]),
      address: `${street}, ${city}`,
      location: { lat, lng },
      priority: int(1, 10),
      isEnabled: i % 5 !== 4,
      link: `https://example.test/eventi/${i + 1}`,
      bannerImage: "",
      ...stamp(int(1, 120)),
    });
  }
  for (let i = 0; i < 30; i++) {
    const event = i < 12 ? demoEvents[i % demoEvents.length] : pick(events);
    add("galleries", {
      _id: id(),
      name: `Foto ${event.name}`,
      discoId: event.discoId,
      eventId: event._id,
      order: i,
      images: [],
      ...stamp(int(1, 90)),
    });
  }
  for (let i = 0; i < 40; i++)
    add("images", {
      _id: id(),
      name: `immagine-${i + 1}.jpg`,
      url: `/placeholder/${i + 1}.svg`,
      width: 1080,
      height: 1350,
      discoId: i < 15 ? demoClub._id : null,
      ...stamp(int(1, 200)),
    });
  for (let i = 0; i < 30; i++) {
    const user = pick(plainUsers);
    add("feedbacks", {
      _id: id(),
      userId: user._id,
      userName: `${user.name} ${user.surname}`,
      title: pick(["App lenta al bar", "Suggerimento", "Biglietto non arrivato", "Complimenti!", "Problema pagamento"]),
      description: "Descrizione inviata dall'app.",
      ...stamp(int(0, 120)),
    });
    add("reportings", {
      _id: id(),
      userId: user._id,
      userName: `${user.name} ${user.surname}`,
      reportedUserId: pick(plainUsers)._id,
      reason: pick(["spam", "comportamento", "contenuto inappropriato", "truffa"]),
      description: "Segnalazione inviata dall'app.",
      status: pick(["open", "closed"]),
      ...stamp(int(0, 120)),
    });
    add("user-validations", {
      _id: id(),
      userId: user._id,
      userName: `${user.name} ${user.surname}`,
      identDocNumber: `CA${int(10000, 99999)}${pick(["AA", "BB", "CD"])}`,
      identSelfie: "",
      identDocFront: "",
      identDocBack: "",
      status: ["pending", "pending", "approved", "rejected"][i % 4],
      ...stamp(int(0, 60)),
    });
    add("instagram-shares", {
      _id: id(),
      userId: user._id,
      username: `${user.name}_${user.surname}`.toLowerCase(),
      eventId: pick(demoEvents)._id,
      impressions: int(50, 5000),
      shares: int(0, 80),
      mediaUrl: `https://instagram.example/stories/${i + 1}`,
      status: ["pending", "posted", "expired"][i % 3],
      ...stamp(int(0, 60)),
    });
    add("user-ratings", {
      _id: id(),
      userId: user._id,
      userName: `${user.name} ${user.surname}`,
      discoId: demoClub._id,
      eventId: pick(demoEvents)._id,
      rating: int(1, 5),
      reason: pick(["puntualità", "comportamento", "consumazioni", "abbigliamento"]),
      description: "Valutazione dopo la serata.",
      ...stamp(int(0, 60)),
    });
    add("notification-logs", {
      _id: id(),
      title: pick(["Stasera si balla!", "Nuovo evento", "Ultimi biglietti", "Lista chiusa"]),
      body: "Apri l'app per i dettagli.",
      discoId: i % 3 === 0 ? null : demoClub._id,
      sentBy: i % 3 === 0 ? admin.email : disco.email,
      recipients: int(20, 2000),
      ...stamp(int(0, 90)),
    });
  }
  for (let i = 0; i < 60; i++) {
    const user = plainUsers[i];
    const [, , lat, lng] = cities[i % cities.length];
    add("user-locations", {
      _id: id(),
      userId: user._id,
      userName: `${user.name} ${user.surname}`,
      lat: lat + (random() - 0.5) / 10,
      lng: lng + (random() - 0.5) / 10,
      ...stamp(int(0, 10)),
    });
  }
  for (let i = 0; i < 80; i++) {
    const user = plainUsers[i % plainUsers.length];
    add("followers", {
      _id: id(),
      userId: user._id,
      userName: `${user.name} ${user.surname}`,
      email: user.email,
      discoId: i < 50 ? demoClub._id : i < 65 ? demoFormat._id : demoStructure._id,
      ...stamp(int(0, 300)),
    });
  }
  for (let i = 0; i < 26; i++) {
    const format = formats[i % formats.length];
    const club = pick(clubs);
    add("format-requests", {
      _id: id(),
      formatId: format._id,
      formatName: format.name,
      discoId: i < 8 ? demoClub._id : club._id,
      discoName: i < 8 ? demoClub.name : club.name,
      eventName: `${format.name} @ ${i < 8 ? demoClub.name : club.name}`,
      startDate: at(int(5, 60), 22, 30),
      status: ["pending", "accepted", "rejected"][i % 3],
      ...stamp(int(0, 60)),
    });
  }
  for (let i = 0; i < 25; i++)
    add("labels", {
      _id: id(),
      key: `label.${i + 1}`,
      name: `Etichetta ${i + 1}`,
      translations: { it: `Etichetta ${i + 1}`, en: `Label ${i + 1}` },
      ...stamp(200 - i),
    });
  for (let i = 0; i < 25; i++)
    add("faqs", {
      _id: id(),
      question: `Domanda frequente ${i + 1}`,
      answer: "Risposta della guida.",
      translations: {},
      ...stamp(100 - i),
    });
  add("settings", { _id: id(), key: "minimumAppVersion", value: "1.0.6", ...stamp(10) });
  add("data-cash", {
    _id: id(),
    discoId: demoClub._id,
    apiKey: "demo-api-key",
    username: "democlub",
    vatNumber: demoClub.vatNumber,
    pin: "0000",
    user: "cassa1",
    ...stamp(30),
  });
  for (let i = 0; i < 25; i++)
    add("upload-jobs", {
      _id: id(),
      filename: `import-${i + 1}.xlsx`,
      status: ["pending", "processing", "completed"][i % 3],
      ...stamp(i),
    });
  for (let i = 0; i < 5; i++)
    add("chats", {
      _id: id(),
      participantsIds: [plainUsers[i]._id, admin._id],
      status: ["waiting", "active", "closed"][i % 3],
      readBy: i % 2 ? [admin._id] : [],
      ...stamp(i),
    });
  seedProducts(data, {
    id,
    demoClubId: demoClub._id,
    demoEvents,
    stamp: (days) => ({ createdAt: at(-days, 12), updatedAt: at(-days, 12) }),
  });
  seedOrders(data, { id, now });
  seedNight(data, now);
  seedNotifications(data);
  seedPeople(data, now);
  seedProfiles({ person, stamp });
  seedChats(data, now);
  data.tokens = [];
  data.views = [];
  data.uploads = [];
  return data;
}
