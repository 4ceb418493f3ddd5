import { describe, expect, it } from "vitest";
import { serverMessageField, serverMessageKey, translateServerMessage } from "~/core/server-messages";

describe("upstream 400 messages (spec section 8)", () => {
  it.each([
    ["Duplicate key error", "errors.duplicateKey"],
    ["Email already in use", "errors.emailInUse"],
    ["email must match pattern", "validation.invalidEmail"],
    ["Wrong password", "errors.wrongPassword"],
    ["User not allowed", "auth.notAllowed"],
    ["Underage users cannot buy alcoholic products", "products.minorAlcohol"],
  ])("maps %j to %s", (message, key) => {
    expect(serverMessageKey(message)).toBe(key);
  });

  it("shows an unknown message as sent, and a generic one when there is none", () => {
    const t = (key: string) => `t:${key}`;
    expect(translateServerMessage(t, "Capienza superata")).toBe("Capienza superata");
    expect(translateServerMessage(t, "Duplicate key error")).toBe("t:errors.duplicateKey");
    expect(translateServerMessage(t, undefined)).toBe("t:errors.badRequest");
  });

  it("ties the minors-and-alcohol refusal to the user field, and nothing else to a field", () => {
    expect(serverMessageField("Underage users cannot buy alcoholic products")).toBe("userId");
    expect(serverMessageField("Duplicate key error")).toBeNull();
    expect(serverMessageField(undefined)).toBeNull();
  });
});
