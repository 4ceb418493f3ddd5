// What can happen to a cloakroom slot during the night (spec section 3: free, taken, returned). A free slot is given
// to a guest, the coat goes back to its owner, and the slot is freed for the next one. Only these changes are offered,
// and the action refuses any other, so a stale page cannot hand out a slot twice.
import type { FieldDefinition } from "~/resource/fields";

export const cloakroomStatuses = ["free", "taken", "returned"] as const;
export type CloakroomStatus = (typeof cloakroomStatuses)[number];

/** The changes a slot's card offers. */
export const cloakroomActions = ["assign", "return", "release"] as const;
/** The changes that only take back one just made (a return tapped by mistake): never offered on a card. */
export const cloakroomUndoActions = ["reopen"] as const;
export type CloakroomAction = (typeof cloakroomActions)[number] | (typeof cloakroomUndoActions)[number];

const transitions: Record<CloakroomAction, { from: CloakroomStatus; to: CloakroomStatus }> = {
  assign: { from: "free", to: "taken" },
  return: { from: "taken", to: "returned" },
  release: { from: "returned", to: "free" },
  // The coat is still there: the slot is taken again by the same guest (a return keeps their name on record).
  reopen: { from: "returned", to: "taken" },
};

const everyAction: readonly CloakroomAction[] = [...cloakroomActions, ...cloakroomUndoActions];

export function allowedCloakroomActions(status: string): CloakroomAction[] {
  return cloakroomActions.filter((action) => transitions[action].from === status);
}

/** The change that takes back `action` for a few seconds after it (a return only: the others are the next step). */
export function cloakroomUndoOf(action: CloakroomAction): CloakroomAction | null {
  return action === "return" ? "reopen" : null;
}

export function canApplyCloakroom(action: string, status: string): action is CloakroomAction {
  return (everyAction as readonly string[]).includes(action) && transitions[action as CloakroomAction].from === status;
}

/**
 * The slot after the change: assigning names who holds it when the desk gave a name (the slot's number is the guest's
 * ticket, so none is needed), freeing it forgets them; returning keeps them on record.
 */
export function cloakroomChange(
  action: CloakroomAction,
  holderName?: string,
): { status: CloakroomStatus; holderName?: string | null } {
  const to = transitions[action].to;
  if (action === "assign") return { status: to, holderName: holderName?.trim() || null };
  if (action === "release") return { status: to, holderName: null };
  return { status: to };
}

/** Assigning offers a field for the guest's name (or ticket): optional, the slot's number is what the guest keeps. */
export function needsHolder(action: CloakroomAction): boolean {
  return action === "assign";
}

const holderField: FieldDefinition = {
  name: "holderName",
  label: "night.cloakroom.holder",
  component: "input",
  rules: [{ kind: "maxLength", value: 80 }],
};

/** What a change asks for: the guest's name, optional, to assign a slot; nothing otherwise. Both sides check it. */
export function cloakroomFieldsOf(action: string): readonly FieldDefinition[] {
  return action === "assign" ? [holderField] : [];
}

export type SlotRange =
  { ok: true; codes: string[] } | { ok: false; field: "to"; error: "toBeforeFrom" | "tooMany"; limit: number };

/**
 * The codes of a numbered range of slots: `prefix + from` … `prefix + to`, one slot when `to` is blank. The end comes
 * after the start, and one form makes at most `max` slots.
 */
export function slotRange(prefix: string, from: number, to: number | null, max: number): SlotRange {
  const last = to ?? from;
  if (last < from) return { ok: false, field: "to", error: "toBeforeFrom", limit: from };
  if (last - from + 1 > max) return { ok: false, field: "to", error: "tooMany", limit: max };
  const codes: string[] = [];
  for (let n = from; n <= last; n++) codes.push(`${prefix.trim()}${n}`);
  return { ok: true, codes };
}

/** A slot is removed only while unused: free, with nobody's coat on record. */
export function slotUnused(slot: { status?: string | null; holderName?: string | null }): boolean {
  return slot.status === "free" && !String(slot.holderName ?? "").trim();
}
