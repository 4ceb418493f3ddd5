// Identity checks (spec section 4, user validation: pending, approved, rejected): an admin approves or rejects a
// pending check, once. The queue offers only what this allows and the action refuses anything else, so a stale page
// cannot turn an approved check into a rejected one.
export const validationStatuses = ["pending", "approved", "rejected"] as const;
export type ValidationStatus = (typeof validationStatuses)[number];

/** What a user's list filter knows: the status of their newest check, or `none` without one. */
export const userValidationStates = [...validationStatuses, "none"] as const;

const validationDecisions = { approve: "approved", reject: "rejected" } as const;
export type ValidationDecision = keyof typeof validationDecisions;

export function isValidationDecision(value: string | undefined): value is ValidationDecision {
  return value === "approve" || value === "reject";
}

/** The status a decision leads to from `status`, or null when the check is not pending any more. */
export function decide(status: unknown, decision: ValidationDecision): ValidationStatus | null {
  return status === "pending" ? validationDecisions[decision] : null;
}

/** Whether a check in this state may still be decided. */
export function mayDecide(status: unknown): boolean {
  return status === "pending";
}
