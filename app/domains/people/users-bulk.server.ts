// Bulk enabling and disabling of users (decision 023), admin only like the section: the users chosen on a page, or
// every user matching the list's filter. A user already in the wanted state is left as it is, and so is the admin's own
// account on a disable, so a broad filter cannot lock its author out.
import { z } from "zod";
import { optionalText, upstreamRecord } from "~/core/upstream/upstream-record";
import { updateRow, type BulkKind } from "~/resource/bulk-kind.server";
import { userBulkOffer, type BulkUserAction } from "./users.resources";

const listedUser = upstreamRecord({
  email: optionalText,
  name: optionalText,
  surname: optionalText,
  isEnabled: z.boolean().optional().catch(undefined),
});

export const userBulk: BulkKind<z.output<typeof listedUser>, BulkUserAction> = {
  ...userBulkOffer,
  schema: listedUser,
  refusal: ({ signed, t }, action, row) => {
    const enabled = row.isEnabled !== false;
    if (action === "enable") return enabled ? t("bulk.reasons.alreadyEnabled") : null;
    if (!enabled) return t("bulk.reasons.alreadyDisabled");
    return row._id === signed.user._id ? t("bulk.reasons.self") : null;
  },
  apply: (context, action, row) => updateRow(context, row, { isEnabled: action === "enable" }),
};
