// The collaborators' handlers (decision 025), in their section and in the event's tab: the resource engine's,
// with who may grant what (core/access/collaborator-grants.ts). The role select offers only the roles this user may
// grant; a post naming the user themselves or another role is refused next to the field; and a record this user may not
// write (their own, or one holding a role they may not grant) has no delete: its URL is not-found, and nothing is sent.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { collaborators } from "./people.resources";
import { requireAccess, notFound, type Signed } from "~/core/auth/auth.server";
import { grantableRoles, grantRefusal, type Granter } from "~/core/access/collaborator-grants";
import { getTranslator } from "~/core/i18n/i18n.server";
import { UpstreamError } from "~/core/upstream/upstream.server";
import {
  findRecord,
  resourceDelete,
  resourceListData,
  resourceRecord,
  resourceSave,
  type ResourceContext,
} from "~/resource/resource.server";

type Context = ResourceContext & { signed?: Signed };

async function signedOf(request: Request, context: Context): Promise<Signed> {
  return context.signed ?? requireAccess(request, collaborators.section);
}

function granterOf(signed: Signed): Granter {
  return { userId: signed.user._id, role: signed.user.role };
}

/** The form's context: the role select's options, and the refusal of a grant this user may not make. */
async function grantContext(request: Request, signed: Signed, context: Context): Promise<ResourceContext> {
  const { t } = await getTranslator(request);
  const roles = grantableRoles(signed.user.role).map((role) => ({
    value: role,
    label: t(`collaboratorRoles.${role}`),
  }));
  return {
    ...context,
    signed,
    options: Promise.all([context.options, { role: roles }]).then(([known, own]) => ({ ...known, ...own })),
    check: async (payload, id, who) => {
      const refusal = grantRefusal(granterOf(who), payload);
      const own = context.check ? await context.check(payload, id, who) : null;
      if (!refusal) return own;
      return { ...own, [refusal.field]: [`collaboratorGrants.${refusal.reason}`] };
    },
  };
}

/** Not-found for a collaborator record this user may not take away (their own, or a role they may not grant). */
async function requireChangeable(signed: Signed, id: string | undefined, context: Context) {
  const record = await findRecord(collaborators, signed, id, context);
  if (grantRefusal(granterOf(signed), record)) throw notFound();
}

export async function collaboratorForm(args: LoaderFunctionArgs, context: Context = {}) {
  const signed = await signedOf(args.request, context);
  return resourceRecord(collaborators, args, "edit", await grantContext(args.request, signed, context));
}

export async function saveCollaborator(args: ActionFunctionArgs, context: Context = {}) {
  const signed = await signedOf(args.request, context);
  return resourceSave(collaborators, args, await grantContext(args.request, signed, context));
}

export async function collaboratorDeletePage(args: LoaderFunctionArgs, context: Context = {}) {
  const signed = await signedOf(args.request, context);
  await requireChangeable(signed, args.params.recordId ?? args.params.id, context);
  return resourceRecord(collaborators, args, "delete", { ...context, signed });
}

export async function deleteCollaborator(args: ActionFunctionArgs, context: Context = {}) {
  const signed = await signedOf(args.request, context);
  try {
    await requireChangeable(signed, args.params.recordId ?? args.params.id, context);
  } catch (error) {
    // As the engine's delete does: an upstream failure leaves the dialog open, logged, nothing sent.
    if (!(error instanceof UpstreamError)) throw error;
    console.warn(`[delete] collaborators/${args.params.recordId ?? args.params.id}: ${error.message}`);
    return json({ failed: true }, { status: error.kind === "bad-request" ? 400 : 502 });
  }
  return resourceDelete(collaborators, args, { ...context, signed });
}

/** The list, and who reads it: the page offers a delete only where the post would be taken. */
export async function collaboratorList(args: LoaderFunctionArgs, context: Context = {}) {
  const signed = await signedOf(args.request, context);
  const list = await resourceListData(collaborators, args, { ...context, signed });
  return json({ ...list, granterRole: signed.user.role });
}
