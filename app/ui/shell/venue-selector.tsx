// The collaborator's venue selector (spec section 2): a form post; with JavaScript it submits as soon as the choice changes.
import { Form, useLocation, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/ui/shell-kit";

export type VenueOption = { discoId: string; discoName: string };

export function VenueSelector({ venues, venueId }: { venues: VenueOption[]; venueId?: string }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const location = useLocation();
  return (
    <Form
      method="post"
      action="/venue"
      className="border-b border-slate-200 px-4 py-3"
      onChange={(event) => submit(event.currentTarget)}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <label htmlFor="venue-select" className="label">
        {t("nav.venue")}
      </label>
      <div className="mt-1 flex gap-2">
        <select id="venue-select" name="venueId" defaultValue={venueId} key={venueId} className="input py-1.5">
          {venues.map((venue) => (
            <option key={venue.discoId} value={venue.discoId}>
              {venue.discoName}
            </option>
          ))}
        </select>
        {hydrated ? null : (
          <button type="submit" className="btn-secondary px-3 py-1.5">
            {t("nav.changeVenue")}
          </button>
        )}
      </div>
    </Form>
  );
}
