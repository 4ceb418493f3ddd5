// The rules of the small forms that used to be checked by hand in their actions (decision 016): each is a field list
// the browser and the action both run. The expected texts are the locale's messages for the rules of the spec.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { moveControls, readControls, redirectToControl } from "~/core/http/form-controls.server";
import { cloakroomFieldsOf } from "~/domains/galley-cloakroom/cloakroom-transitions";
import { galleyMovementFields } from "~/domains/galley-cloakroom/galley-cloakroom.resources";
import { addEventProductFields } from "~/domains/products/products.resources";
import { messagesFor } from "./support/form-messages";

describe("cloakroom changes (spec section 3)", () => {
  it("gives a slot with or without the guest's name", () => {
    expect(messagesFor(cloakroomFieldsOf("assign"), { holderName: "   " })).toEqual({});
    expect(messagesFor(cloakroomFieldsOf("assign"), {}, "en")).toEqual({});
    expect(messagesFor(cloakroomFieldsOf("assign"), { holderName: "Anna Neri" })).toEqual({});
  });

  it("asks nothing to take a coat back or free a slot", () => {
    expect(messagesFor(cloakroomFieldsOf("return"), {})).toEqual({});
    expect(messagesFor(cloakroomFieldsOf("release"), {})).toEqual({});
  });
});

describe("an event's products (spec section 2)", () => {
  it("adds a product only once one is picked", () => {
    expect(messagesFor(addEventProductFields, { intent: "add", productId: "" })).toEqual({
      productId: "Campo obbligatorio",
    });
    expect(messagesFor(addEventProductFields, { intent: "add", productId: "acqua" })).toEqual({});
  });
});

describe("a select with fixed options", () => {
  it("takes only one of its options", () => {
    expect(messagesFor(galleyMovementFields, { movement: "steal", amount: "3" })).toEqual({
      movement: "Scelta non disponibile",
    });
    expect(messagesFor(galleyMovementFields, { movement: "steal", amount: "3" }, "en")).toEqual({
      movement: "This choice is not available",
    });
    expect(messagesFor(galleyMovementFields, { movement: "load", amount: "3" })).toEqual({});
  });
});

describe("control values (an intent, a hidden id)", () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.set(name, value);
    return data;
  };
  const tap = { intent: z.enum(["deliver", "undeliver"]), orderId: z.string() };

  it("are read only when they are what our own forms send", () => {
    expect(readControls(form({ intent: "deliver", orderId: "o1" }), tap)).toEqual({ intent: "deliver", orderId: "o1" });
    expect(readControls(form({ intent: "refund", orderId: "o1" }), tap)).toBeNull();
    expect(readControls(form({ intent: "deliver", orderId: "" }), tap)).toBeNull();
  });

  it("move down unless they say up, and carry where to go back", () => {
    expect(readControls(form({ direction: "sideways" }), { ...moveControls, redirectTo: redirectToControl })).toEqual({
      direction: "down",
    });
    expect(
      readControls(form({ direction: "up", redirectTo: "/events" }), {
        ...moveControls,
        redirectTo: redirectToControl,
      }),
    ).toEqual({ direction: "up", redirectTo: "/events" });
  });
});
