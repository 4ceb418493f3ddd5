// Field widgets wired to conform: label, control, and the error next to it with ids for assistive technology.
import { useNavigation } from "@remix-run/react";
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { passwordMinLength } from "~/core/auth/password-rules";

/**
 * Errors are translation keys, so one schema serves both languages; a message the upstream sent that we have no
 * translation for is shown as sent.
 */
function useErrorText() {
  const { t, i18n } = useTranslation();
  return (error: string) => {
    // A rule's limit travels with its key: `validation.maxLength|60`.
    const [key, value] = error.split("|");
    return i18n.exists(key) ? t(key, { min: passwordMinLength, value }) : error;
  };
}

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const text = useErrorText();
  const shown = errors?.filter(Boolean) ?? [];
  if (shown.length === 0) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-700">
      {shown.map((error) => (
        <li key={error}>{text(error)}</li>
      ))}
    </ul>
  );
}

type FieldProps = {
  label: ReactNode;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  errors?: string[] | null;
  hint?: ReactNode;
  className?: string;
};

export function Field({ label, inputProps, errors, hint, className }: FieldProps) {
  const fallbackId = useId();
  const id = inputProps.id ?? fallbackId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = Boolean(errors?.length);
  const describedBy = [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        className="input mt-1"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** A submit button that says so while its form is being posted. */
export function SubmitButton({
  children,
  pendingText,
  className,
  name,
  value,
}: {
  children: ReactNode;
  pendingText: ReactNode;
  className?: string;
  name?: string;
  value?: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && (name === undefined || navigation.formData?.get(name) === value);
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className={className ?? "btn-primary w-full"}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? pendingText : children}
    </button>
  );
}

export function FormAlert({ id, errors }: { id?: string; errors?: string[] | null }) {
  const text = useErrorText();
  const shown = errors?.filter(Boolean) ?? [];
  if (shown.length === 0) return null;
  return (
    <div id={id} role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {shown.map((error) => (
        <p key={error}>{text(error)}</p>
      ))}
    </div>
  );
}

/**
 * The button Enter presses in any field of a form: the form's own action. A browser submits with the first submit
 * button of the form, and a select's search button without JavaScript comes before Save; this one, first in the form,
 * out of sight and out of the tab order, makes Enter save (or review) as the visible button does.
 */
export function EnterSubmits({ name, value }: { name?: string; value?: string }) {
  return <button type="submit" name={name} value={value} className="sr-only" tabIndex={-1} aria-hidden="true" />;
}
