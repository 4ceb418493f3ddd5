// The night's rules: galley stock and what is left, cloakroom slot changes, spin-gift probabilities sharing one wheel,
// data cash secrets masked and replace-only.
import { describe, expect, it } from "vitest";
import {
  allowedCloakroomActions,
  canApplyCloakroom,
  cloakroomChange,
  cloakroomUndoOf,
} from "~/domains/galley-cloakroom/cloakroom-transitions";
import { credentialsPayload, maskedCredentials, maskSecret, missingSecrets } from "~/domains/venues/data-cash";
import {
  applyGalleyMovement,
  byWhatIsLeft,
  galleyLeft,
  galleyUndoOf,
  stockLevel,
} from "~/domains/galley-cloakroom/galley";
import { checkSpinProbability, probabilityLeft } from "~/domains/promos/spin-probability";

describe("galley: what is left", () => {
  it("is the stock of the night minus what was ordered", () => {
    expect(galleyLeft({ quantity: 120, totOrdered: 45 })).toBe(75);
  });
  it("never goes below zero, and missing figures count as zero", () => {
    expect(galleyLeft({ quantity: 10, totOrdered: 14 })).toBe(0);
    expect(galleyLeft({})).toBe(0);
    expect(galleyLeft({ quantity: 8, totOrdered: null })).toBe(8);
  });
});

describe("galley: stock movements", () => {
  const stock = { quantity: 100, totOrdered: 40, finalQuantity: null };
  it("loads units onto the stock", () => {
    expect(applyGalleyMovement(stock, "load", 24)).toEqual({ ok: true, quantity: 124, finalQuantity: null });
  });
  it("unloads at most what is left", () => {
    expect(applyGalleyMovement(stock, "unload", 60)).toEqual({ ok: true, quantity: 40, finalQuantity: null });
    expect(applyGalleyMovement(stock, "unload", 61)).toEqual({ ok: false, error: "unloadTooMany", limit: 60 });
  });
  it("adjusts the stock to a count, never below what was ordered", () => {
    expect(applyGalleyMovement(stock, "adjust", 40)).toEqual({ ok: true, quantity: 40, finalQuantity: null });
    expect(applyGalleyMovement(stock, "adjust", 39)).toEqual({ ok: false, error: "belowOrdered", limit: 40 });
  });
  it("records the final quantity, at most what is left, keeping the stock", () => {
    expect(applyGalleyMovement(stock, "final", 58)).toEqual({ ok: true, quantity: 100, finalQuantity: 58 });
    expect(applyGalleyMovement(stock, "final", 0)).toEqual({ ok: true, quantity: 100, finalQuantity: 0 });
    expect(applyGalleyMovement(stock, "final", 61)).toEqual({ ok: false, error: "finalAboveLeft", limit: 60 });
  });
  it("refuses loading or unloading nothing, and amounts that are not whole numbers", () => {
    expect(applyGalleyMovement(stock, "load", 0)).toMatchObject({ ok: false, error: "amountPositive", limit: 1 });
    expect(applyGalleyMovement(stock, "unload", 0)).toMatchObject({ ok: false, error: "amountPositive" });
    expect(applyGalleyMovement(stock, "load", 2.5)).toMatchObject({ ok: false, error: "amountPositive" });
    expect(applyGalleyMovement(stock, "adjust", -1)).toMatchObject({ ok: false, error: "amountPositive", limit: 0 });
  });
});

describe("cloakroom transitions", () => {
  it("offers assign on a free slot, returned on a taken one, free again on a returned one", () => {
    expect(allowedCloakroomActions("free")).toEqual(["assign"]);
    expect(allowedCloakroomActions("taken")).toEqual(["return"]);
    expect(allowedCloakroomActions("returned")).toEqual(["release"]);
    expect(allowedCloakroomActions("lost")).toEqual([]);
  });
  it("refuses a change the slot's state does not allow, and unknown changes", () => {
    expect(canApplyCloakroom("assign", "taken")).toBe(false);
    expect(canApplyCloakroom("return", "free")).toBe(false);
    expect(canApplyCloakroom("release", "taken")).toBe(false);
    expect(canApplyCloakroom("delete", "free")).toBe(false);
    expect(canApplyCloakroom("return", "taken")).toBe(true);
  });
  it("names the guest on assignment, keeps them on return and forgets them when the slot is freed", () => {
    expect(cloakroomChange("assign", "  Anna Neri ")).toEqual({ status: "taken", holderName: "Anna Neri" });
    // The slot's number is the guest's ticket: a name is not needed.
    expect(cloakroomChange("assign", "  ")).toEqual({ status: "taken", holderName: null });
    expect(cloakroomChange("assign")).toEqual({ status: "taken", holderName: null });
    expect(cloakroomChange("return")).toEqual({ status: "returned" });
    expect(cloakroomChange("release")).toEqual({ status: "free", holderName: null });
  });
});

describe("cloakroom: taking a return back", () => {
  it("is offered for a return only, and never as a card's own change", () => {
    expect(cloakroomUndoOf("return")).toBe("reopen");
    expect(cloakroomUndoOf("assign")).toBeNull();
    expect(cloakroomUndoOf("release")).toBeNull();
    expect(allowedCloakroomActions("returned")).not.toContain("reopen");
  });
  it("takes a returned slot back to its guest, and nothing else", () => {
    expect(canApplyCloakroom("reopen", "returned")).toBe(true);
    expect(canApplyCloakroom("reopen", "free")).toBe(false);
    expect(canApplyCloakroom("reopen", "taken")).toBe(false);
    // The guest's name stays as the return kept it.
    expect(cloakroomChange("reopen")).toEqual({ status: "taken" });
  });
});

describe("galley on a phone", () => {
  it("calls 1 of 89 low, and a tenth of the night's stock or at most 3 pieces", () => {
    expect(stockLevel({ quantity: 89, totOrdered: 88 })).toBe("low");
    expect(stockLevel({ quantity: 89, totOrdered: 81 })).toBe("low");
    expect(stockLevel({ quantity: 89, totOrdered: 79 })).toBe("ok");
    expect(stockLevel({ quantity: 12, totOrdered: 9 })).toBe("low");
    expect(stockLevel({ quantity: 12, totOrdered: 8 })).toBe("ok");
  });
  it("calls nothing left out, however it came to be", () => {
    expect(stockLevel({ quantity: 40, totOrdered: 40 })).toBe("out");
    expect(stockLevel({ quantity: 10, totOrdered: 14 })).toBe("out");
    expect(stockLevel({})).toBe("out");
  });
  it("sorts by what is left, fewest first, then by name", () => {
    const rows = [
      { productName: "Spritz", quantity: 100, totOrdered: 20 },
      { productName: "Prosecco", quantity: 89, totOrdered: 88 },
      { productName: "Birra", quantity: 50, totOrdered: 30 },
      { productName: "Acqua", quantity: 20, totOrdered: 0 },
      { productName: "Gin tonic", quantity: 5, totOrdered: 5 },
    ];
    expect(byWhatIsLeft(rows).map((row) => row.productName)).toEqual([
      "Gin tonic",
      "Prosecco",
      "Acqua",
      "Birra",
      "Spritz",
    ]);
    // The rows given are left as they were.
    expect(rows[0].productName).toBe("Spritz");
  });
  it("takes a movement back with its inverse, from the stock before it", () => {
    const before = { quantity: 30, totOrdered: 10, finalQuantity: null };
    expect(galleyUndoOf(before, "load", 6)).toEqual({ movement: "unload", amount: 6 });
    expect(galleyUndoOf(before, "unload", 4)).toEqual({ movement: "load", amount: 4 });
    expect(galleyUndoOf(before, "adjust", 25)).toEqual({ movement: "adjust", amount: 30 });
    expect(galleyUndoOf(before, "final", 3)).toBeNull();
    expect(galleyUndoOf({ ...before, finalQuantity: 7 }, "final", 3)).toEqual({ movement: "final", amount: 7 });
  });
  it("gives back exactly the stock before a load, when nothing was ordered meanwhile", () => {
    const before = { quantity: 30, totOrdered: 10 };
    const loaded = applyGalleyMovement(before, "load", 6);
    expect(loaded).toMatchObject({ ok: true, quantity: 36 });
    const undo = galleyUndoOf(before, "load", 6)!;
    const after = { ...before, quantity: loaded.ok ? loaded.quantity : 0 };
    expect(applyGalleyMovement(after, undo.movement, undo.amount)).toMatchObject({ ok: true, quantity: 30 });
  });
});

describe("spin gift probabilities", () => {
  it("leave what the other gifts do not use of 100%", () => {
    expect(probabilityLeft([10, 25.5, 4])).toBe(60.5);
    expect(probabilityLeft([])).toBe(100);
    expect(probabilityLeft([70, 50])).toBe(0);
  });
  it("accept a gift that fits exactly, refuse one over and say how much is left", () => {
    expect(checkSpinProbability(60.5, [10, 25.5, 4])).toEqual({ ok: true });
    expect(checkSpinProbability(61, [10, 25.5, 4])).toEqual({ ok: false, left: 60.5 });
    expect(checkSpinProbability(0.1, [33.3, 33.3, 33.4])).toEqual({ ok: false, left: 0 });
  });
  it("are not fooled by floating point sums", () => {
    expect(checkSpinProbability(0.3, [0.1, 0.2, 99.4])).toEqual({ ok: true });
  });
});

describe("data cash secrets", () => {
  it("are masked as bullets and their last two characters", () => {
    expect(maskSecret("Cassa-segreta-77")).toBe("••••77");
    expect(maskSecret("1234")).toBe("••••");
    expect(maskSecret("")).toBeNull();
    expect(maskSecret(undefined)).toBeNull();
  });
  it("never reach the page in full: only masks beside the plain fields", () => {
    const shown = maskedCredentials({
      _id: "x",
      apiKey: "demo-api-key",
      username: "democlub",
      password: "Cassa-segreta-77",
      pin: "482913",
      user: "cassa1",
      vatNumber: "12345678901",
    });
    expect(shown).toEqual({
      id: "x",
      plain: { username: "democlub", vatNumber: "12345678901", user: "cassa1" },
      masks: { apiKey: "••••ey", initialPassword: null, password: "••••77", pin: "••••13" },
    });
    expect(JSON.stringify(shown)).not.toContain("Cassa-segreta");
  });
  it("are replace-only: an empty secret is not sent, so the stored one stays", () => {
    expect(
      credentialsPayload({
        username: " democlub ",
        vatNumber: "12345678901",
        user: "",
        apiKey: "",
        password: "Nuova-77",
        pin: "  ",
      }),
    ).toEqual({
      username: "democlub",
      vatNumber: "12345678901",
      user: null,
      password: "Nuova-77",
    });
  });
  it("need the API key and the password once: stored or typed", () => {
    expect(missingSecrets(null, { apiKey: "k", password: "" })).toEqual(["password"]);
    expect(missingSecrets({ apiKey: "k", password: "p" }, {})).toEqual([]);
    expect(missingSecrets(null, {})).toEqual(["apiKey", "password"]);
  });
});
