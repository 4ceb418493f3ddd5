// The header's profile menu: avatar, Profile, Logout. A <details> disclosure before hydration (works without
// JavaScript), Headless UI's accessible menu after.
import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { Form, Link, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Avatar } from "./avatar";
import { useHydrated } from "./use-hydrated";

export type ProfileMenuUser = { name: string; surname: string; email: string; displayName: string; avatarSrc?: string };

const itemClass = "block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 data-[focus]:bg-slate-100";

export function ProfileMenu({ user }: { user: ProfileMenuUser }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const avatar = <Avatar name={user.name} surname={user.surname} email={user.email} src={user.avatarSrc} />;
  const label = t("nav.profileMenu", { name: user.displayName });
  const header = (
    <div className="border-b border-slate-100 px-4 py-2 text-sm">
      <p className="font-medium text-slate-900">{user.displayName}</p>
      <p className="truncate text-slate-500">{user.email}</p>
    </div>
  );

  if (!hydrated) {
    return (
      <details className="relative">
        <summary className="flex cursor-pointer list-none items-center rounded-full" aria-label={label}>
          {avatar}
        </summary>
        <div className="absolute right-0 mt-2 w-56 rounded-md bg-white py-1 shadow-lg ring-1 ring-slate-200">
          {header}
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

  // After hydration the menu item posts the logout itself: the menu unmounts its items as soon as one is chosen.
  return (
    <Menu as="div" className="relative">
      <MenuButton className="flex items-center rounded-full focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600" aria-label={label}>
        {avatar}
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-2 w-56 rounded-md bg-white py-1 shadow-lg ring-1 ring-slate-200 focus:outline-none">
        {header}
        <MenuItem>
          <Link to="/profile" className={itemClass}>
            {t("nav.profile")}
          </Link>
        </MenuItem>
        <MenuItem>
          <button type="button" className={itemClass} onClick={() => submit(null, { method: "post", action: "/logout" })}>
            {t("nav.logout")}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
