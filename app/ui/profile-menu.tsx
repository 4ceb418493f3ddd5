// The header's profile menu: avatar, Profile, Logout. A <details> disclosure (the WAI disclosure pattern for a few
// links): it works without JavaScript, and JavaScript only closes it on Escape, on a click elsewhere and after a
// navigation. No menu library: this sits on every page, and a library's weight would be paid on every first visit.
import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "./avatar";

export type ProfileMenuUser = { name: string; surname: string; email: string; displayName: string; avatarSrc?: string };

const itemClass =
  "block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none";

export function ProfileMenu({ user }: { user: ProfileMenuUser }) {
  const { t } = useTranslation();
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // A navigation (Profile, or any other link) closes the menu.
  useEffect(() => {
    details.current?.removeAttribute("open");
  }, [location.key]);

  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const close = (focusSummary: boolean) => {
      if (!element.open) return;
      element.open = false;
      if (focusSummary) element.querySelector("summary")?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(element.contains(document.activeElement));
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) close(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  return (
    <details ref={details} className="relative">
      <summary
        className="flex cursor-pointer list-none items-center rounded-full focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden"
        aria-label={t("nav.profileMenu", { name: user.displayName })}
      >
        <Avatar name={user.name} surname={user.surname} email={user.email} src={user.avatarSrc} />
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-56 rounded-md bg-white py-1 shadow-lg ring-1 ring-slate-200">
        <div className="border-b border-slate-100 px-4 py-2 text-sm">
          <p className="font-medium text-slate-900">{user.displayName}</p>
          <p className="truncate text-slate-500">{user.email}</p>
        </div>
        <Link to="/profile" className={itemClass}>
          {t("nav.profile")}
        </Link>
        <Form method="post" action="/logout">
          <button type="submit" className={itemClass}>
            {t("nav.logout")}
          </button>
        </Form>
      </div>
    </details>
  );
}
