// The demo accounts (password Demo-pass1), what each should land on and see in the sidebar (spec sections 2 and 6).
import type { SectionKey } from "../app/core/access/permissions";
import { authDir } from "./ports";

export const demoPassword = "Demo-pass1";

export type Account = {
  name: string;
  email: string;
  landing: string;
  menu: SectionKey[];
  /** A section this account may not open: it must answer with the not-found page. */
  forbidden: string;
  /**
   * The night staff's tab of the night (decision 030): they land on it for tonight's event when their venue has one
   * (see tonight.ts), else on `landing`.
   */
  nightTab?: "door" | "galley" | "cloakroom";
};

export const accounts = {
  admin: {
    name: "admin",
    email: "admin@demo.test",
    landing: "/users",
    menu: [
      "discos",
      "formats",
      "structures",
      "galleries",
      "discoCategories",
      "formatRequests",
      "events",
      "productTemplates",
      "promos",
      "orders",
      "lists",
      "promoters",
      "collaborators",
      "reportings",
      "musicalGenres",
      "users",
      "charts",
      "userValidations",
      "feedbacks",
      "images",
      "banners",
      "sendNotifications",
      "chats",
      "audit",
      "map",
    ],
    forbidden: "/products",
  },
  disco: {
    name: "disco",
    email: "disco@demo.test",
    landing: "/events",
    menu: [
      "discoProfile",
      "galleries",
      "formatRequests",
      "events",
      "products",
      "promos",
      "promoScan",
      "vips",
      "orders",
      "lists",
      "promoters",
      "collaborators",
      "charts",
      "banners",
      "followers",
      "chats",
      "audit",
    ],
    forbidden: "/users",
  },
  format: {
    name: "format",
    email: "format@demo.test",
    landing: "/events",
    menu: [
      "discoProfile",
      "galleries",
      "formatRequests",
      "events",
      "promos",
      "promoScan",
      "lists",
      "promoters",
      "collaborators",
      "charts",
      "banners",
      "followers",
      "chats",
      "audit",
    ],
    forbidden: "/vips",
  },
  structure: {
    name: "structure",
    email: "structure@demo.test",
    landing: "/promos",
    menu: [
      "discoProfile",
      "galleries",
      "promos",
      "promoScan",
      "collaborators",
      "charts",
      "banners",
      "followers",
      "chats",
      "audit",
    ],
    forbidden: "/events",
  },
  promoter: {
    name: "promoter",
    email: "promoter@demo.test",
    landing: "/banners",
    menu: [
      "structures",
      "galleries",
      "discoCategories",
      "events",
      "promos",
      "lists",
      "promoters",
      "collaborators",
      "banners",
      "chats",
      "map",
      "tutorial",
    ],
    forbidden: "/orders",
  },
  galley: {
    name: "galley",
    email: "galley@demo.test",
    landing: "/events",
    nightTab: "galley",
    menu: ["events", "tutorial"],
    forbidden: "/lists",
  },
  cloakroom: {
    name: "cloakroom",
    email: "cloakroom@demo.test",
    landing: "/events",
    nightTab: "cloakroom",
    menu: ["events", "tutorial"],
    forbidden: "/reservations",
  },
  eventoffice: {
    name: "eventoffice",
    email: "eventoffice@demo.test",
    landing: "/events",
    nightTab: "door",
    menu: ["events", "chats", "tutorial"],
    forbidden: "/collaborators",
  },
  collaboffice: {
    name: "collaboffice",
    email: "collaboffice@demo.test",
    landing: "/collaborators",
    menu: ["lists", "collaborators", "chats", "tutorial"],
    forbidden: "/events",
  },
} satisfies Record<string, Account>;

export type AccountName = keyof typeof accounts;

export const refusedAccounts = ["cashier@demo.test", "user@demo.test"];

export function storageStateOf(name: AccountName | Account["name"]): string {
  return `${authDir}/${name}.json`;
}
