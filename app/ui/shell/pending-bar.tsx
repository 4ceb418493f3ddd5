// A thin bar while a navigation or a form post is under way, shown after a short delay so fast pages do not flicker.
import { useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function PendingBar() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const busy = navigation.state !== "idle";
  return (
    <div
      role="progressbar"
      aria-hidden={!busy}
      aria-label={t("app.loading")}
      aria-valuetext={busy ? t("app.loading") : undefined}
      className={`fixed inset-x-0 top-0 z-50 h-1 origin-left print:hidden bg-brand-500 transition-all ${
        busy ? "scale-x-75 opacity-100 delay-150 duration-[2000ms]" : "scale-x-0 opacity-0 duration-200"
      }`}
    />
  );
}
