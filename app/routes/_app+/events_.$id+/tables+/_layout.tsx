import type { LoaderFunctionArgs } from "@remix-run/node";
import { tableFloor } from "~/domains/orders/table-map.server";
import { TableMapPage } from "~/domains/orders/table-map-page";

/**
 * The floor of the night: the venue's tables as tiles by area, with tonight's reservations and paid orders; a tile
 * opens the table, whose staff actions post to its detail route. Tables are created and edited here too, and managed in
 * full (deleted too) in the venue's tables section.
 */
/** A refresh that cannot reach the server keeps the page as it is (live-data.ts). */
export { keepPageWhenUnreachable as clientLoader } from "~/ui/live/live-data";
export const loader = (args: LoaderFunctionArgs) => tableFloor(args);

export default TableMapPage;
