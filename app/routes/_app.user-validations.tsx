import type { LoaderFunctionArgs } from "@remix-run/node";
import { validationQueue } from "~/lib/user-validations.server";
import { resourceMeta } from "~/ui/resource-pages";
import { ValidationQueuePage } from "~/ui/user-validations-page";

export const loader = (args: LoaderFunctionArgs) => validationQueue(args);
export const meta = resourceMeta;
export default ValidationQueuePage;
