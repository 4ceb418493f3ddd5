import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { barBoard, barBoardAction } from "~/domains/orders/orders.server";
import { BarBoard } from "~/domains/orders/bar-board";

/** A refresh that cannot reach the server keeps the page as it is (live-data.ts). */
export { keepPageWhenUnreachable as clientLoader } from "~/ui/live/live-data";
export const loader = (args: LoaderFunctionArgs) => barBoard(args);
export const action = (args: ActionFunctionArgs) => barBoardAction(args);
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];
export default BarBoard;
