import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { musicalGenres } from "~/domains/venues/musical-genres.resources";
import { deleteBulk } from "~/resource/bulk-kind.server";
import { bulkConfirm, startBulkRun } from "~/resource/bulk.server";
import { BulkConfirmPage } from "~/resource/bulk-pages";

export const loader = (args: LoaderFunctionArgs) => bulkConfirm(musicalGenres, deleteBulk(musicalGenres), args);
export const action = (args: ActionFunctionArgs) => startBulkRun(musicalGenres, deleteBulk(musicalGenres), args);
export default BulkConfirmPage;
