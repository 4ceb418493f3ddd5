// The images select picker: the library as a grid to choose from. Opened from an image field of a form with the way
// back (`returnTo`) and the field's name; choosing returns there with the image in that field.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireAccess } from "~/core/auth/auth.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { parseListQuery, toUpstreamQuery } from "~/core/lists/list-query";
import { safeRedirect } from "~/core/http/safe-redirect";
import { signUploadUrl } from "~/core/upstream/upload-url.server";
import { absoluteUpstreamUrl } from "~/core/upstream/upstream.server";
import { signatureFieldOf } from "~/resource/fields";
import { images } from "~/domains/venues/moderation.resources";
import { DataTablePager, ListToolbar } from "~/resource/table-kit";
import { PageHeader, sectionMeta } from "~/ui/shell/section-page";

type Image = { _id: string; name?: string; url?: string };

export async function loader({ request }: LoaderFunctionArgs) {
  const { api, user } = await requireAccess(request, "imagesSelect");
  const params = new URL(request.url).searchParams;
  const state = parseListQuery(params, images.list);
  const field = params.get("field") ?? "";
  const returnTo = safeRedirect(params.get("returnTo"), "");
  const [{ items, total }, { t }] = await Promise.all([
    api.list<Image>("/images", toUpstreamQuery(state, images.list)),
    getTranslator(request),
  ]);
  return json({
    title: t("sections.imagesSelect.title"),
    state,
    total,
    images: items.map((image) => {
      const url = image.url ? absoluteUpstreamUrl(image.url) : "";
      // The upstream's own address of a library image, signed so the form it goes back to takes it (decision 028).
      return { _id: image._id, name: image.name ?? "", url, signature: url ? signUploadUrl(user._id, url) : "" };
    }),
    // Where each choice leads: back to the form with the image's address in the field.
    back: returnTo && /^\w+$/.test(field) ? { returnTo, field } : null,
  });
}

export const meta = sectionMeta;

export default function ImagesSelect() {
  const { state, total, images: rows, back } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const chooseHref = (url: string, signature: string) => {
    if (!back) return null;
    // The field joins the way back's own query (before any fragment); the path stays the one safeRedirect kept.
    const [path, fragment] = back.returnTo.split(/#(.*)/s, 2);
    const separator = path.includes("?") ? "&" : "?";
    const chosen = new URLSearchParams({ [back.field]: url, [signatureFieldOf(back.field)]: signature });
    return `${path}${separator}${chosen}${fragment ? `#${fragment}` : ""}`;
  };
  return (
    <>
      <PageHeader title={t("sections.imagesSelect.title")} description={t("sections.imagesSelect.description")} />
      <ListToolbar
        state={state}
        spec={images.list}
        preserve={back ? { returnTo: back.returnTo, field: back.field } : undefined}
      />
      {rows.length === 0 ? (
        <p className="rounded-lg bg-white px-4 py-12 text-center text-slate-600 ring-1 ring-slate-200">
          {t("list.emptyTitle")}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {rows.map((image) => {
            const href = image.url ? chooseHref(image.url, image.signature) : null;
            return (
              <li key={image._id} className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
                <div className="flex aspect-square items-center justify-center bg-slate-100 text-xs text-slate-400">
                  {image.url ? (
                    <img src={image.url} alt={image.name} loading="lazy" className="h-full w-full object-cover" />
                  ) : (
                    t("images.noPreview")
                  )}
                </div>
                <div className="flex items-center justify-between gap-2 p-2 text-sm">
                  <span className="truncate" title={image.name}>
                    {image.name}
                  </span>
                  {href ? (
                    <Link
                      to={href}
                      className="font-medium text-brand-700 hover:underline"
                      aria-label={t("images.chooseNamed", { name: image.name })}
                    >
                      {t("images.choose")}
                    </Link>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <DataTablePager state={state} spec={images.list} total={total} />
    </>
  );
}
