// Signing out of a phone that holds check-ins not sent yet (decision 048): they go first; those that still cannot
// (no network) are counted and the doorman is asked before signing out. They are never dropped: they stay on the phone
// under their owner and go when that user signs in here again. Browser only; nothing is loaded unless the door kept
// something on this phone.
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { countWaiting, ownerStorageKey } from "./door-offline";

const confirmedMark = "unsentConfirmed";

function isSignOut(form: EventTarget | null): form is HTMLFormElement {
  return form instanceof HTMLFormElement && new URL(form.action, location.href).pathname === "/logout";
}

export function useSignOutSendsCheckIns(owner: string | null) {
  const { t } = useTranslation();
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!isSignOut(form) || form.dataset[confirmedMark] === "true") return;
      try {
        if (window.localStorage.getItem(ownerStorageKey) === null) return;
      } catch {
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      void (async () => {
        let left = await countWaiting(owner);
        if (left > 0) {
          try {
            // The sender is the door's own code, loaded only now (without network it may not load: then none went).
            const { sendAllWaiting } = await import("./door-sync");
            await sendAllWaiting(owner ?? "");
          } catch {
            // Not sent: counted below.
          }
          left = await countWaiting(owner);
        }
        if (left === 0 || window.confirm(t("door.signOutUnsent", { count: left }))) {
          form.dataset[confirmedMark] = "true";
          form.requestSubmit();
        }
      })();
    };
    // Before the router's own handler: the sign-out waits for the answer here.
    window.addEventListener("submit", onSubmit, true);
    return () => window.removeEventListener("submit", onSubmit, true);
  }, [owner, t]);
}
