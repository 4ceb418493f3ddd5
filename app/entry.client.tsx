// Hydrates the server-rendered page with i18next in the language the server chose (<html lang>), with the strings of
// that language only, from the versioned address the root preloads (<html data-locales>). Should they not arrive, the
// page stays as the server rendered it: every form works without JavaScript.
import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "~/core/i18n/i18n";

async function hydrate() {
  const lng = document.documentElement.lang || "it";
  const response = await fetch(document.documentElement.dataset.locales ?? `/locales/${lng}`, {
    credentials: "same-origin",
  });
  if (!response.ok) return;
  await i18next
    .use(initReactI18next)
    .init({ ...i18nConfig, lng, resources: { [lng]: { common: await response.json() } } });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
