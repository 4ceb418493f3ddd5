// The gallery tab: the event's images (added by upload, removed one by one) and the notification that tells the
// event's public the photos are out, which cannot go before the event has started (spec section 5).
import { json, MaxPartSizeExceededError, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { eventPhase } from "~/domains/events/events.resources";
import { readControls } from "~/core/http/form-controls.server";
import { eventTabForWrite } from "./event-workspace.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { redirectWithNotice } from "~/core/shell/notice.server";
import { actionFailure } from "~/resource/resource.server";
import { readUploadForm } from "~/core/http/request-body.server";
import { contentMatchesName, sniffedBytes, uploadContentType } from "~/core/http/upload-types";

function imagesOf(event: Record<string, unknown>): string[] {
  return Array.isArray(event.galleryImages)
    ? event.galleryImages.filter((image): image is string => typeof image === "string")
    : [];
}

export async function eventGallery(args: LoaderFunctionArgs) {
  const { event } = await eventTabForWrite(args, "gallery");
  return json({ images: imagesOf(event), started: eventPhase(event, new Date()) !== "upcoming", name: event.name });
}

type GalleryResult = { error?: string; field?: "image" | "notify" };

export async function galleryAction(args: ActionFunctionArgs) {
  const { signed, event, base } = await eventTabForWrite(args, "gallery");
  const { t } = await getTranslator(args.request);
  const path = `/events/${encodeURIComponent(event._id)}`;
  let form: FormData;
  try {
    form = await readUploadForm(args.request);
  } catch (error) {
    if (!(error instanceof MaxPartSizeExceededError)) throw error;
    return json<GalleryResult>({ error: t("validation.fileTooLarge"), field: "image" }, { status: 400 });
  }
  // The button's intent and, to remove one, the picture's own URL: control values. The file is an upload, read below.
  const { intent, image } =
    readControls(form, {
      intent: z.enum(["add", "remove", "notify"]).optional().catch(undefined),
      image: z.unknown(),
    }) ?? {};
  try {
    if (intent === "add") {
      const file = image;
      if (!(file instanceof File) || file.size === 0)
        return json<GalleryResult>({ error: t("validation.required"), field: "image" }, { status: 400 });
      const contentType = uploadContentType("image", file.name, file.type);
      if (!contentType)
        return json<GalleryResult>({ error: t("validation.fileType"), field: "image" }, { status: 400 });
      const bytes = new Uint8Array(await file.arrayBuffer());
      // Recognised by its content too: a renamed document is no picture (decision 028).
      if (!contentMatchesName(file.name, bytes.subarray(0, sniffedBytes)))
        return json<GalleryResult>({ error: t("uploadChecks.contentMismatch"), field: "image" }, { status: 400 });
      const { url } = await signed.api.upload({ bytes, contentType, filename: file.name });
      // Images are stored at once (decision 052); a gallery has no field to show a job's progress beside.
      if (!url) return json<GalleryResult>({ error: t("errors.unavailable"), field: "image" }, { status: 502 });
      await signed.api.put(path, { galleryImages: [...imagesOf(event), url] });
      return redirectWithNotice(base, { type: "positive", key: "gallery.added" });
    }
    if (intent === "remove") {
      await signed.api.put(path, { galleryImages: imagesOf(event).filter((candidate) => candidate !== image) });
      return redirectWithNotice(base, { type: "positive", key: "gallery.removed" });
    }
    if (intent === "notify") {
      if (eventPhase(event, new Date()) === "upcoming")
        return json<GalleryResult>({ error: t("gallery.tooEarly"), field: "notify" }, { status: 409 });
      await signed.api.post("/notification-logs", {
        type: "gallery",
        eventId: event._id,
        discoId: event.discoId ?? null,
        title: t("gallery.notificationTitle", { name: event.name }),
        body: t("gallery.notificationBody"),
      });
      return redirectWithNotice(base, { type: "positive", key: "gallery.notified" });
    }
    return json<GalleryResult>({ error: t("errors.badRequest") }, { status: 400 });
  } catch (error) {
    const { message, status } = await actionFailure(args.request, error);
    return json<GalleryResult>({ error: message, field: intent === "notify" ? "notify" : "image" }, { status });
  }
}
