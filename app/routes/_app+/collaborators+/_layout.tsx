import type { LoaderFunctionArgs } from "@remix-run/node";
import { collaboratorList } from "~/domains/people/collaborators.server";
import { CollaboratorsListPage } from "~/domains/people/collaborators-page";
import { resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => collaboratorList(args);
export const meta = resourceMeta;
export default CollaboratorsListPage;
