// The rules of the small forms that used to be checked by hand in their actions (issue 12): each is a field list the
// browser and the action both run. The expected texts are the locale's messages for the rules of the spec.
import { describe, expect, it } from "vitest";
import { cloakroomFieldsOf } from "~/domains/galley-cloakroom/cloakroom-transitions";
import { galleyMovementFields } from "~/domains/galley-cloakroom/galley-cloakroom.resources";
import { addEventProductFields } from "~/domains/products/products.resources";
import { messagesFor } from "./support/form-messages";

describe("cloakroom changes (spec section 3)", () => {
  it("gives a slot only with the guest's name", () => {
    expect(messagesFor(cloakroomFieldsOf("assign"), { holderName: "   " })).toEqual({ holderName: "Campo obbligatorio" });
    expect(messagesFor(cloakroomFieldsOf("assign"), {}, "en")).toEqual({ holderName: "Required field" });
    expect(messagesFor(cloakroomFieldsOf("assign"), { holderName: "Anna Neri" })).toEqual({});
  });

  it("asks nothing to take a coat back or free a slot", () => {
    expect(messagesFor(cloakroomFieldsOf("return"), {})).toEqual({});
    expect(messagesFor(cloakroomFieldsOf("release"), {})).toEqual({});
  });
});

describe("an event's products (spec section 2)", () => {
  it("adds a product only once one is picked", () => {
    expect(messagesFor(addEventProductFields, { intent: "add", productId: "" })).toEqual({ productId: "Campo obbligatorio" });
    expect(messagesFor(addEventProductFields, { intent: "add", productId: "acqua" })).toEqual({});
  });
});

describe("a select with fixed options", () => {
  it("takes only one of its options", () => {
    expect(messagesFor(galleyMovementFields, { movement: "steal", amount: "3" })).toEqual({ movement: "Scelta non disponibile" });
    expect(messagesFor(galleyMovementFields, { movement: "steal", amount: "3" }, "en")).toEqual({ movement: "This choice is not available" });
    expect(messagesFor(galleyMovementFields, { movement: "load", amount: "3" })).toEqual({});
  });
});
