// Messages the upstream sends in a 400, mapped to our translation keys (spec section 8). A message outside this catalogue
// is never shown as sent (it may name the upstream's paths or internals): the form says 'Richiesta non valida'.
// `field` names the form field a refusal is about, so the form shows it there.
const duplicateKey = /duplicate key/i;

/** The upstream's 'Duplicate key error': another record already has this unique value. */
export function isDuplicateKey(message: string | undefined): boolean {
  return duplicateKey.test(message ?? "");
}

const knownMessages: { match: RegExp; key: string; field?: string }[] = [
  // Which record clashes, and so the words, is the form's to say (ResourceDefinition.duplicate); this is the fallback.
  { match: duplicateKey, key: "errors.alreadyExists" },
  { match: /email.*(required|empty|missing)|missing.*email/i, key: "auth.emailRequired", field: "email" },
  { match: /email already in use|email.*(in use|taken|exists)/i, key: "errors.emailInUse" },
  { match: /email.*pattern|pattern.*email/i, key: "validation.invalidEmail" },
  { match: /wrong password/i, key: "errors.wrongPassword" },
  { match: /user not allowed/i, key: "auth.notAllowed" },
  { match: /^unauthorized$/i, key: "errors.unauthorized" },
  { match: /end ?date must be after start ?date/i, key: "validation.endAfterStart" },
  { match: /request already processed/i, key: "formatRequests.alreadyProcessed" },
  { match: /validation already processed/i, key: "people.validations.alreadyDecided" },
  { match: /event not started/i, key: "gallery.tooEarly" },
  { match: /underage|minors? cannot (buy|receive)/i, key: "products.minorAlcohol", field: "userId" },
  { match: /^order (cannot|already)/i, key: "orders.stateRefused" },
];

export function serverMessageKey(message: string | undefined): string | null {
  if (!message) return null;
  return knownMessages.find((entry) => entry.match.test(message))?.key ?? null;
}

/** The form field an upstream 400 is about, when we know one. */
export function serverMessageField(message: string | undefined): string | null {
  if (!message) return null;
  return knownMessages.find((entry) => entry.match.test(message))?.field ?? null;
}

type Translate = (key: string) => string;

/**
 * The text to show for an upstream 400: our translation when the catalogue knows the message, else 'Richiesta non
 * valida'. Pass the upstream's own message (`UpstreamError.serverMessage`), not the error's, which names the call.
 */
export function translateServerMessage(t: Translate, message: string | undefined): string {
  return t(serverMessageKey(message) ?? "errors.badRequest");
}

/**
 * What a sign-in form shows for an upstream 400 (spec section 8): our translation key when we know the server's
 * message, else the message as sent, else 'Richiesta non valida'. 'Email obbligatoria' only for a missing email.
 */
export function badRequestText(serverMessage: string | undefined): string {
  return serverMessageKey(serverMessage) ?? (serverMessage?.trim() || "errors.badRequest");
}
