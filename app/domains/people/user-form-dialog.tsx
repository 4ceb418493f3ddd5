// The user form (spec section 3), a module of its own so the list does not load the form machinery: the shared form
// dialog with the age worked out from the birth date as it is typed, on the venue's clock, minors marked.
import { useTranslation } from "react-i18next";
import { parseDay, Badge } from "~/ui/shell-kit";
import type { FormValues } from "~/resource/fields";
import { personAge } from "~/domains/people/person-age";
import { users } from "~/domains/people/users.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

/** The age from the birth date as typed (dd/MM/yyyy), with a minor's label. */
function AgeLine({ values }: { values: FormValues }) {
  const { t } = useTranslation();
  const day = typeof values.birthDate === "string" ? parseDay(values.birthDate) : null;
  const { age, minor } = personAge(day);
  if (age === null) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700" data-testid="user-age">
      {t("people.ageYears", { count: age })}
      {minor ? <Badge tone="amber">{t("fields.minor")}</Badge> : null}
    </p>
  );
}

export function UserFormDialog() {
  return <ResourceFormDialog resource={users} extra={(values) => <AgeLine values={values} />} />;
}
