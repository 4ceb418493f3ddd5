// Hydrates the server-rendered page with the strings of the language the server chose (<html lang>) only, from the
// versioned address the root preloads (<html data-locales>), through a translator of its own (translator.client.ts,
// decision 039) rather than i18next's whole weight. Should the strings not arrive, the page stays as the server
// rendered it: every form works without JavaScript.
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createTranslator } from "~/core/i18n/translator.client";

async function hydrate() {
  const lng = document.documentElement.lang || "it";
  const response = await fetch(document.documentElement.dataset.locales ?? `/locales/${lng}`, {
    credentials: "same-origin",
  });
  if (!response.ok) return;
  const i18n = createTranslator(lng, await response.json());
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n} defaultNS="common">
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
