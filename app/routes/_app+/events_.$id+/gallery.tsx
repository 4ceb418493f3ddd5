import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { eventGallery, galleryAction } from "~/domains/events/event-gallery.server";
import { acceptOf } from "~/ui/frame-kit";
import { FormAlert, SubmitButton } from "~/ui/forms/forms";
import { PageHeader } from "~/ui/shell/section-page";

export const loader = (args: LoaderFunctionArgs) => eventGallery(args);
export const action = (args: ActionFunctionArgs) => galleryAction(args);

export default function EventGalleryTab() {
  const { t } = useTranslation();
  const { images, started } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section>
      <PageHeader
        level={2}
        title={t("eventTabs.gallery")}
        description={t("eventTabDescriptions.gallery")}
        actions={
          <Form method="post" encType="multipart/form-data" preventScrollReset>
            <input type="hidden" name="intent" value="notify" />
            <SubmitButton className="btn-secondary" pendingText={t("gallery.notifying")}>
              {t("gallery.notify")}
            </SubmitButton>
          </Form>
        }
      />
      {!started ? <p className="mb-4 text-sm text-slate-600">{t("gallery.tooEarly")}</p> : null}
      {result?.field === "notify" ? (
        <div className="mb-4">
          <FormAlert errors={[result.error ?? ""]} />
        </div>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="mb-6 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
        preventScrollReset
      >
        <input type="hidden" name="intent" value="add" />
        <div className="min-w-[16rem] flex-1">
          <label htmlFor="gallery-image" className="label">
            {t("gallery.addImage")}
          </label>
          <input
            id="gallery-image"
            type="file"
            name="image"
            accept={acceptOf("image")}
            aria-invalid={result?.field === "image" || undefined}
            aria-describedby={result?.field === "image" ? "gallery-image-error" : undefined}
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-semibold"
          />
          {result?.field === "image" ? (
            <p id="gallery-image-error" className="mt-1 text-sm text-red-700">
              {result.error}
            </p>
          ) : null}
        </div>
        <SubmitButton className="btn-primary" pendingText={t("gallery.uploading")}>
          {t("gallery.upload")}
        </SubmitButton>
      </Form>
      {images.length === 0 ? (
        <p className="rounded-lg bg-white px-4 py-12 text-center text-sm text-slate-600 ring-1 ring-slate-200">
          {t("gallery.empty")}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((image, index) => (
            <li key={image} className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
              <img
                src={image}
                alt={t("gallery.imageAlt", { number: index + 1 })}
                className="aspect-square w-full object-cover"
                loading="lazy"
              />
              <Form method="post" encType="multipart/form-data" className="flex justify-end p-2" preventScrollReset>
                <input type="hidden" name="intent" value="remove" />
                <SubmitButton
                  className="text-sm font-medium text-red-700 hover:underline"
                  pendingText={t("dialog.deleting")}
                  name="image"
                  value={image}
                >
                  {t("gallery.remove", { number: index + 1 })}
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
