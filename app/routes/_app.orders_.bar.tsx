import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { barBoard, barBoardAction } from "~/lib/orders.server";
import { BarBoard } from "~/ui/bar-board";

export const loader = (args: LoaderFunctionArgs) => barBoard(args);
export const action = (args: ActionFunctionArgs) => barBoardAction(args);
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];
export default BarBoard;
