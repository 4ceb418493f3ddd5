// Every string exists in both languages, with the same interpolation values, and the texts of spec sections 5 and 8.
import { describe, expect, it } from "vitest";
import en from "~/locales/en/common.json";
import it_ from "~/locales/it/common.json";

type Tree = { [key: string]: string | string[] | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else if (Array.isArray(value)) value.forEach((item, index) => out.set(`${path}.${index}`, item));
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const italian = leaves(it_ as Tree);
const english = leaves(en as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("locale files", () => {
  it("have the same keys in Italian and English", () => {
    expect([...english.keys()].sort()).toEqual([...italian.keys()].sort());
  });

  it("use the same interpolation values in both languages", () => {
    for (const [key, text] of italian) expect(placeholders(english.get(key) ?? ""), key).toEqual(placeholders(text));
  });

  it("hold no empty text", () => {
    for (const [key, text] of [...italian, ...english]) expect(text.trim(), key).not.toBe("");
  });

  it("carry the Italian messages of spec sections 5 and 8", () => {
    expect(italian.get("validation.required")).toBe("Campo obbligatorio");
    expect(italian.get("validation.invalidEmail")).toBe("Email non valida");
    expect(italian.get("validation.integer")).toBe("Deve essere un numero intero");
    expect(italian.get("validation.invalidPhone")).toBe("Numero di telefono non valido");
    expect(italian.get("errors.unauthorized")).toBe("Non autorizzato");
    expect(italian.get("auth.wrongCredentials")).toBe("Email o password errate");
    expect(italian.get("errors.badRequest")).toBe("Richiesta non valida");
    expect(italian.get("auth.emailRequired")).toBe("Email obbligatoria");
    expect(italian.get("errors.wrongPassword")).toBe("Password errata");
    expect(italian.get("errors.duplicateKey")).toBe("Utente già associato a questo ruolo");
    expect(italian.get("errors.emailInUse")).toBe("Email già in uso");
    expect(italian.get("auth.notAllowed")).toBe("User not allowed");
    expect(italian.get("validation.minorAlcohol")).toBe(
      "Gli utenti minorenni non possono acquistare prodotti alcolici",
    );
  });
});
