// A list's CSV export: the whole filtered, sorted list, read page by page (every-page.server.ts, each through the
// user's checked client, decision 047) and streamed.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { access, scopeQuery, type ResourceContext, type Row } from "./scope.server";
import type { ResourceDefinition } from "~/resource/definition";
import { usesDeskTools } from "./write-access";
import { notFound } from "~/core/auth/auth.server";
import { CsvDecimal, csvBom, csvDialect, csvLine } from "~/core/format/csv";
import { formatDate, formatDateTime } from "~/core/format/format";
import { visibleColumns } from "~/core/lists/list-columns";
import { getTranslator } from "~/core/i18n/i18n.server";
import { parseListQuery, toUpstreamQuery } from "~/core/lists/list-query";
import { env } from "~/core/config/env.server";
import { everyPage } from "./every-page.server";

/** The whole filtered, sorted list as CSV, read page by page and streamed, headers in the user's language. */
export async function resourceExport(
  resource: ResourceDefinition,
  { request }: LoaderFunctionArgs,
  context: ResourceContext = {},
) {
  const signed = await access(resource, request, context);
  // A desk tool: not offered to who only reads the list, and not-found to them here (decision 030).
  if (!usesDeskTools(resource, signed.viewer)) throw notFound();
  const { t, language } = await getTranslator(request);
  const dialect = csvDialect(language);
  const state = parseListQuery(new URL(request.url).searchParams, resource.list);
  const base = {
    ...toUpstreamQuery(state, resource.list),
    ...scopeQuery(resource, signed, context.scope),
  };
  // The view's columns, when it chose some (its export template); else the list's and the export's own.
  const columns = visibleColumns(
    [...resource.list.columns, ...(resource.list.exportColumns ?? [])],
    new URL(request.url).searchParams,
  );
  const encoder = new TextEncoder();

  const pages = everyPage<Row>(signed.api, `/${resource.endpoint}`, base, env.EXPORT_PAGE_SIZE, request.signal);
  // The first page is read before answering, so an upstream failure is an error page, not a broken download.
  const first = await pages.next();
  const cell = (row: Row, column: (typeof columns)[number]) => {
    const value = row[column.field];
    if ((column.format === "enum" || column.format === "badge") && column.enumPrefix && typeof value === "string")
      return t(`${column.enumPrefix}.${value}`);
    if (column.format === "boolean") return value ? t("common.yes") : t("common.no");
    // The flags set on the row, named as the list's badges name them (a column with a value of its own keeps it).
    if (column.format === "flags" && !column.withValue)
      return (column.flags ?? [])
        .filter((flag) => row[flag] === true)
        .map((flag) => t(`fields.${flag}`))
        .join(", ");
    // Amounts in euros and dates as the list shows them (spec section 9, the venue's zone), in the user's conventions.
    if (column.format === "money" && typeof value === "number") return new CsvDecimal(value / 100, 2);
    if (column.format === "date" && typeof value === "string") return formatDate(value);
    if (column.format === "datetime" && typeof value === "string") return formatDateTime(value);
    return value;
  };
  const lines = (items: Row[]) => {
    const now = new Date();
    const rows = resource.derive ? items.map((row) => resource.derive!(row, now) as Row) : items;
    return encoder.encode(
      rows
        .map((row) =>
          csvLine(
            columns.map((column) => cell(row, column)),
            dialect,
          ),
        )
        .join(""),
    );
  };
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(
        encoder.encode(
          csvBom +
            csvLine(
              columns.map((column) => t(column.label)),
              dialect,
            ),
        ),
      );
      if (!first.done) controller.enqueue(lines(first.value));
      try {
        for await (const items of pages) controller.enqueue(lines(items));
      } catch (error) {
        controller.error(error);
        return;
      }
      controller.close();
    },
  });
  const filename = `${resource.key}-${new Date().toISOString().slice(0, 10)}.csv`;
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
