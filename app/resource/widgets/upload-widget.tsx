// A file field: the stored file (an image's thumbnail, or a link), the file input, and with it what keeps the stored
// file when no new one is chosen: its URL and the back-office's signature of it (decision 028).
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { acceptOf } from "~/ui/frame-kit";
import { pendingJobOf } from "~/core/upstream/upload-job";
import { fileFieldOf } from "~/resource/fields";
import { InputWidget } from "./text-widgets";
import { UploadJobStatus } from "./upload-job-state";
import { FieldFrame, type WidgetProps } from "./widget-frame";

export function UploadWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { field, meta, invalid, signatureMeta, pendingJobMeta, pickImages, uploadJob, onUploadJobDone } = props;
  const upload = field.upload;
  // A file field that names no kind of file is typed as text, as any other field.
  if (!upload) return <InputWidget {...props} />;
  // The label names the file input; the hidden input keeps the stored file's URL under the field's own name.
  const { id: _labelled, key: hiddenKey, ...hidden } = getInputProps(meta, { type: "hidden" });
  const current = typeof meta.value === "string" ? meta.value : "";
  const jobId = `${meta.id}-job`;
  // A job a refused post started: the next save takes it, unless another file is chosen.
  const pending = uploadJob ? null : pendingJobOf(pendingJobMeta?.value);
  const pendingId = `${meta.id}-pending-job`;
  const describedBy = [invalid ? meta.errorId : null, uploadJob ? jobId : null, pending ? pendingId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <FieldFrame {...props}>
      <div className="mt-1 flex items-center gap-4">
        {current && upload === "image" ? (
          <img
            src={current}
            alt={t("fields.currentImage")}
            className="h-16 w-16 shrink-0 rounded object-cover ring-1 ring-slate-200"
          />
        ) : current ? (
          <a
            href={current}
            className="shrink-0 whitespace-nowrap text-sm font-medium text-brand-700 hover:underline"
            target="_blank"
            rel="noreferrer"
          >
            {t("fields.currentFile")}
          </a>
        ) : null}
        <input {...hidden} key={hiddenKey} />
        {signatureMeta ? <HiddenInput meta={signatureMeta} /> : null}
        {pending && pendingJobMeta ? <HiddenInput meta={pendingJobMeta} /> : null}
        <input
          id={meta.id}
          type="file"
          name={fileFieldOf(field.name)}
          accept={acceptOf(upload)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          disabled={field.disable || field.readonly}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-200"
        />
        {pickImages && upload === "image" ? (
          <Link
            to={`/images/select?${new URLSearchParams({ returnTo: `${location.pathname}${location.search}`, field: field.name })}`}
            className="shrink-0 text-sm font-medium text-brand-700 hover:underline"
          >
            {t("images.pickFromLibrary")}
          </Link>
        ) : null}
      </div>
      {pending ? (
        <p id={pendingId} className="mt-2 break-words text-sm text-slate-700">
          {t("uploadJobs.pendingUntilSaved", { name: pending.filename })}
        </p>
      ) : null}
      {uploadJob ? (
        <UploadJobStatus job={uploadJob} describedId={jobId} onCompleted={(url) => onUploadJobDone?.(url)} />
      ) : null}
    </FieldFrame>
  );
}

/** What the server vouched for (a URL's signature, a pending job), sent back as it came. */
function HiddenInput({ meta }: { meta: FieldMetadata<unknown> }) {
  const { id: _unlabelled, key, ...props } = getInputProps(meta, { type: "hidden" });
  return <input {...props} key={key} />;
}
