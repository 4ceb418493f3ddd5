// The header's profile menu: avatar, Profile, signed-in devices, saved views, the theme, Logout. A <details> disclosure (use-disclosure.ts):
// it works without JavaScript. No menu library: this sits on every page, and a library's weight would be paid on every
// first visit.
import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { themes, type Theme } from "~/core/shell/theme";
import { Avatar } from "../avatar";
import { useDisclosure } from "~/ui/shell-kit";

export type ProfileMenuUser = { name: string; surname: string; email: string; displayName: string; avatarSrc?: string };

const itemClass =
  "block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none";

export function ProfileMenu({ user, theme }: { user: ProfileMenuUser; theme: Theme }) {
  const { t } = useTranslation();
  const details = useDisclosure();

  return (
    <details ref={details} className="relative">
      <summary
        className="flex cursor-pointer list-none items-center rounded-full focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden"
        aria-label={t("nav.profileMenu", { name: user.displayName })}
      >
        <Avatar name={user.name} surname={user.surname} email={user.email} src={user.avatarSrc} />
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-64 rounded-md bg-white py-1 shadow-lg ring-1 ring-slate-200">
        <div className="border-b border-slate-100 px-4 py-2 text-sm">
          <p className="font-medium text-slate-900">{user.displayName}</p>
          <p className="truncate text-slate-500">{user.email}</p>
        </div>
        <Link to="/profile" className={itemClass}>
          {t("nav.profile")}
        </Link>
        <Link to="/profile/devices" className={itemClass}>
          {t("devices.title")}
        </Link>
        <Link to="/views" className={itemClass}>
          {t("views.title")}
        </Link>
        <ThemeChoice current={theme} />
        <Form method="post" action="/logout">
          <button type="submit" className={itemClass}>
            {t("nav.logout")}
          </button>
        </Form>
      </div>
    </details>
  );
}

/** The theme: three buttons of one form post, the current one pressed; the page comes back drawn in the new theme. */
function ThemeChoice({ current }: { current: Theme }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action="/preferences/theme" className="border-y border-slate-100 px-4 py-2">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <fieldset>
        <legend className="text-xs font-medium text-slate-600">{t("theme.label")}</legend>
        <div className="mt-1 flex overflow-hidden rounded-md ring-1 ring-slate-300">
          {themes.map((theme) => (
            <button
              key={theme}
              type="submit"
              name="theme"
              value={theme}
              aria-pressed={current === theme}
              className={`min-h-[2.25rem] flex-1 px-2 text-xs font-semibold ${
                current === theme ? "bg-slate-800 text-white" : "bg-white text-slate-700 hover:bg-slate-100"
              }`}
            >
              {t(`theme.${theme}`)}
            </button>
          ))}
        </div>
      </fieldset>
    </Form>
  );
}
