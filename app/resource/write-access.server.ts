// The guard of every write of the resource engine (decision 025): not-found for a write this user may not make.
import type { ResourceDefinition } from "./definition";
import { mayWrite, writesWithinGrant, type WriteAction, type Writer } from "./write-access";
import { notFound } from "~/core/auth/auth.server";

/** Not-found, before anything is read or sent, for a write this user may not make (any write, without an action). */
export function requireWrite(resource: ResourceDefinition, writer: Writer, action?: WriteAction) {
  if (action ? !mayWrite(resource, writer, action) : !writesWithinGrant(resource, writer)) throw notFound();
}
