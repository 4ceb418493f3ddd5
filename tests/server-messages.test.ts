import { describe, expect, it } from "vitest";
import {
  badRequestText,
  isDuplicateKey,
  serverMessageField,
  serverMessageKey,
  translateServerMessage,
} from "~/core/upstream/server-messages";

describe("upstream 400 messages (spec section 8)", () => {
  it.each([
    // A duplicate's words are the form's (the collaborator forms carry the spec's); alone it says the record exists.
    ["Duplicate key error", "errors.alreadyExists"],
    ["Email already in use", "errors.emailInUse"],
    ["email must match pattern", "validation.invalidEmail"],
    ["Wrong password", "errors.wrongPassword"],
    ["User not allowed", "auth.notAllowed"],
    ["Underage users cannot buy alcoholic products", "products.minorAlcohol"],
  ])("maps %j to %s", (message, key) => {
    expect(serverMessageKey(message)).toBe(key);
  });

  it("knows the upstream's duplicate-key refusal, and only it", () => {
    expect(isDuplicateKey("Duplicate key error")).toBe(true);
    expect(isDuplicateKey("E11000 duplicate key error collection")).toBe(true);
    expect(isDuplicateKey("Email already in use")).toBe(false);
    expect(isDuplicateKey(undefined)).toBe(false);
  });

  it("never shows an unknown message as sent (it may name upstream paths): the generic one, as with none", () => {
    const t = (key: string) => `t:${key}`;
    expect(translateServerMessage(t, "Capienza superata")).toBe("t:errors.badRequest");
    expect(translateServerMessage(t, "Upstream POST /musical-genres answered 400")).toBe("t:errors.badRequest");
    expect(translateServerMessage(t, "Duplicate key error")).toBe("t:errors.alreadyExists");
    expect(translateServerMessage(t, undefined)).toBe("t:errors.badRequest");
  });

  it("ties the minors-and-alcohol refusal to the user field, and nothing else to a field", () => {
    expect(serverMessageField("Underage users cannot buy alcoholic products")).toBe("userId");
    expect(serverMessageField("Duplicate key error")).toBeNull();
    expect(serverMessageField(undefined)).toBeNull();
  });
});

describe("a 400 at sign-in (spec section 8)", () => {
  it("shows our translation of a message we know", () => {
    expect(badRequestText("User not allowed")).toBe("auth.notAllowed");
    expect(badRequestText("email must match pattern")).toBe("validation.invalidEmail");
  });

  it("says 'Email obbligatoria' only for a missing email", () => {
    expect(badRequestText("email should not be empty")).toBe("auth.emailRequired");
    expect(badRequestText("Missing email")).toBe("auth.emailRequired");
    expect(badRequestText("email is required")).toBe("auth.emailRequired");
    // A 400 that only mentions the email is not a missing email: it is shown as the server sent it.
    expect(badRequestText("Too many attempts for this email, try later")).toBe(
      "Too many attempts for this email, try later",
    );
  });

  it("falls back to 'Richiesta non valida' when the server sent no message", () => {
    expect(badRequestText(undefined)).toBe("errors.badRequest");
    expect(badRequestText("  ")).toBe("errors.badRequest");
  });
});
