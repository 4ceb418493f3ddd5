import type { LoaderFunctionArgs } from "@remix-run/node";
import { validationQueue } from "~/domains/people/user-validations.server";
import { resourceMeta } from "~/resource/table-kit";
import { ValidationQueuePage } from "~/domains/people/user-validations-page";

export const loader = (args: LoaderFunctionArgs) => validationQueue(args);
export const meta = resourceMeta;
export default ValidationQueuePage;
