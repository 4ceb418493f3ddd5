// The rules of the people slice (spec sections 3, 4, 5 and 9): the Italian phone shape, a person's age on the venue's
// clock with minors under 18, the identity-check transition, and the user form's collaborating venues as rows.
import { describe, expect, it } from "vitest";
import { checkRules } from "../app/resource/field-rules";
import { initialValuesOf, payloadOf, validateFields } from "../app/resource/field-values";
import { personAge } from "../app/domains/people/person-age";
import { decide, isValidationDecision, mayDecide, validationStatuses } from "../app/domains/people/user-validations";
import { users } from "../app/domains/people/users.resources";

describe("the Italian phone number (+39 or 0039, a space, 8 to 10 digits)", () => {
  const phone = (value: string) => checkRules([{ kind: "phone" }], value, {});
  it.each(["+39 12345678", "+39 123456789", "+39 3451234567", "0039 12345678", "0039 3451234567"])(
    "accepts %s",
    (value) => {
      expect(phone(value)).toBeNull();
    },
  );
  it.each([
    "3451234567",
    "+393451234567",
    "+39  3451234567",
    "+39 1234567",
    "+39 12345678901",
    "0039-3451234567",
    "39 3451234567",
    "+44 3451234567",
    "+39 345 123 4567",
    "+39 34512345a7",
    " +39 3451234567x",
  ])("refuses %s", (value) => {
    expect(phone(value)).toBe("validation.invalidPhone");
  });
  it("leaves an empty phone to the required rule", () => {
    expect(phone("")).toBeNull();
    expect(checkRules([{ kind: "required" }, { kind: "phone" }], "", {})).toBe("validation.required");
  });
  it("is the rule of the users form", () => {
    const { errors } = validateFields(users.fields, {
      name: "Anna",
      surname: "Neri",
      email: "anna@example.test",
      role: "user",
      phoneNumber: "345 1234567",
    });
    expect(errors.phoneNumber).toBe("validation.invalidPhone");
    expect(
      validateFields(users.fields, {
        name: "Anna",
        surname: "Neri",
        email: "anna@example.test",
        role: "user",
        phoneNumber: "+39 3451234567",
      }).errors,
    ).toEqual({});
  });
});

describe("a person's age, in whole years on the venue's date (Europe/Rome)", () => {
  // 12:00 UTC is 13:00 in Rome in winter: the same date on both clocks.
  const noon = (day: string) => new Date(`${day}T12:00:00Z`);

  it("turns 18 on the 18th birthday, not the day before", () => {
    expect(personAge("2008-11-23", noon("2026-11-22"))).toEqual({ age: 17, minor: true });
    expect(personAge("2008-11-23", noon("2026-11-23"))).toEqual({ age: 18, minor: false });
    expect(personAge("2008-11-23", noon("2026-11-24"))).toEqual({ age: 18, minor: false });
  });

  it("counts the birthday by the venue's date, not by UTC", () => {
    // 23:30 UTC on 22 November is already 00:30 on 23 November in Rome.
    expect(personAge("2008-11-23", new Date("2026-11-22T23:30:00Z"))).toEqual({ age: 18, minor: false });
    // 22:30 UTC on 22 November is still 23:30 on 22 November in Rome.
    expect(personAge("2008-11-23", new Date("2026-11-22T22:30:00Z"))).toEqual({ age: 17, minor: true });
    // In summer Rome is two hours ahead: 22:30 UTC on 14 June is 00:30 on 15 June.
    expect(personAge("2008-06-15", new Date("2026-06-14T22:30:00Z"))).toEqual({ age: 18, minor: false });
  });

  it("makes someone born on 29 February adult on 1 March of a common year", () => {
    expect(personAge("2008-02-29", noon("2026-02-28"))).toEqual({ age: 17, minor: true });
    expect(personAge("2008-02-29", noon("2026-03-01"))).toEqual({ age: 18, minor: false });
    expect(personAge("2008-02-29", noon("2028-02-29"))).toEqual({ age: 20, minor: false });
  });

  it("reads an ISO instant as its date and gives no age for an unknown or future birth date", () => {
    expect(personAge("1990-05-10T00:00:00.000Z", noon("2026-11-23"))).toEqual({ age: 36, minor: false });
    expect(personAge(undefined, noon("2026-11-23"))).toEqual({ age: null, minor: false });
    expect(personAge("", noon("2026-11-23"))).toEqual({ age: null, minor: false });
    expect(personAge("not a date", noon("2026-11-23"))).toEqual({ age: null, minor: false });
    expect(personAge("2030-01-01", noon("2026-11-23"))).toEqual({ age: null, minor: false });
  });

  it("marks minors in the users list", () => {
    const row = users.derive!({ _id: "1", birthDate: "2011-04-27" }, noon("2026-11-23"));
    expect(row).toMatchObject({ age: 15, minor: true });
    expect(users.derive!({ _id: "2", birthDate: "1995-01-01" }, noon("2026-11-23"))).toMatchObject({
      age: 31,
      minor: false,
    });
  });
});

describe("the identity-check transition (pending → approved or rejected, once)", () => {
  it("decides a pending check", () => {
    expect(decide("pending", "approve")).toBe("approved");
    expect(decide("pending", "reject")).toBe("rejected");
    expect(mayDecide("pending")).toBe(true);
  });
  it.each(["approved", "rejected", "", undefined, "PENDING"])("refuses to decide a check that is %s", (status) => {
    expect(decide(status, "approve")).toBeNull();
    expect(decide(status, "reject")).toBeNull();
    expect(mayDecide(status)).toBe(false);
  });
  it("knows only approve and reject", () => {
    expect(isValidationDecision("approve")).toBe(true);
    expect(isValidationDecision("reject")).toBe(true);
    expect(isValidationDecision("delete")).toBe(false);
    expect(isValidationDecision(undefined)).toBe(false);
    expect(validationStatuses).toEqual(["pending", "approved", "rejected"]);
  });
});

describe("collaborating venues as rows of the user form", () => {
  const base = { name: "Anna", surname: "Neri", email: "anna@example.test", role: "user" };

  it("starts from the record's pairs, leaving out what the upstream adds", () => {
    const values = initialValuesOf(users.fields, {
      ...base,
      collaboratingDiscos: [{ discoId: "v1", role: "pr", disco: { name: "Demo" } }],
    });
    expect(values.collaboratingDiscos).toEqual([{ discoId: "v1", role: "pr" }]);
    expect(initialValuesOf(users.fields, null).collaboratingDiscos).toEqual([]);
  });

  it("sends the filled rows, drops blank ones, and names the field a half-filled row misses", () => {
    const rows = [
      { discoId: "v1", role: "pr" },
      { discoId: "", role: "" },
      { discoId: "v2", role: "" },
    ];
    const { values, errors } = validateFields(users.fields, { ...base, collaboratingDiscos: rows });
    expect(errors).toEqual({ "collaboratingDiscos[2].role": "validation.required" });
    const fixed = validateFields(users.fields, {
      ...base,
      collaboratingDiscos: [rows[0], rows[1], { discoId: "v2", role: "bartender" }],
    });
    expect(fixed.errors).toEqual({});
    expect(payloadOf(users.fields, fixed.values).collaboratingDiscos).toEqual([
      { discoId: "v1", role: "pr" },
      { discoId: "v2", role: "bartender" },
    ]);
    expect(values.collaboratingDiscos).toHaveLength(3);
  });

  it("reads a post without rows, or with nonsense in their place, as no venues", () => {
    expect(payloadOf(users.fields, validateFields(users.fields, base).values).collaboratingDiscos).toEqual([]);
    expect(
      payloadOf(users.fields, validateFields(users.fields, { ...base, collaboratingDiscos: "x" }).values)
        .collaboratingDiscos,
    ).toEqual([]);
  });
});
