// Social sign-in (spec section 1): a button per configured provider (Facebook only under its build flag), none when
// no provider is configured. With JavaScript, each provider's script gives a token that is posted to /login/social,
// which exchanges it at POST /auth/socialLogin; Google draws its own button in place of ours once its script is ready.
// Without JavaScript the buttons still post, and the page says the provider needs it.
import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { logSocialError, prepareProvider, type SocialProvider, type SocialProviderName } from "./social-sign-in";

export function SocialButtons({ providers, redirectTo }: { providers: readonly SocialProvider[]; redirectTo: string }) {
  const { t, i18n } = useTranslation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const googleButton = useRef<HTMLDivElement>(null);
  // The provider's sign-in to run on a click of our button, once its script is ready (Google's is its own button).
  const [starts, setStarts] = useState<Partial<Record<SocialProviderName, (() => void) | null>>>({});
  const busy = navigation.state !== "idle" && navigation.formAction === "/login/social";

  useEffect(() => {
    let current = true;
    const session = {
      googleButton: googleButton.current,
      language: i18n.language,
      onToken: (provider: SocialProviderName, token: string) =>
        submit({ provider, token, redirectTo }, { method: "post", action: "/login/social" }),
    };
    for (const entry of providers) {
      prepareProvider(entry, session).then(
        (start) => {
          if (current) setStarts((ready) => ({ ...ready, [entry.provider]: start }));
        },
        (error) => logSocialError(entry.provider, error),
      );
    }
    return () => {
      current = false;
    };
  }, [providers, redirectTo, i18n.language, submit]);

  if (providers.length === 0) return null;
  return (
    <div className="mt-6">
      <p className="relative text-center text-xs uppercase tracking-wide text-slate-500">
        <span className="bg-white px-2">{t("auth.orContinueWith")}</span>
      </p>
      <Form
        method="post"
        action="/login/social"
        className="mt-3 grid gap-2"
        style={{ gridTemplateColumns: `repeat(${providers.length}, minmax(0, 1fr))` }}
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          const start = submitter ? starts[submitter.value as SocialProviderName] : undefined;
          // Until a provider's script is ready the post goes through, and the page says why it cannot be used.
          if (!start) return;
          event.preventDefault();
          start();
        }}
      >
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {providers.map(({ provider }) => {
          const drawnByGoogle = provider === "google" && starts.google === null;
          return (
            <div key={provider} className="flex min-h-[2.5rem] items-stretch justify-center">
              {provider === "google" ? <div ref={googleButton} hidden={!drawnByGoogle} className="w-full" /> : null}
              {drawnByGoogle ? null : (
                <button type="submit" name="provider" value={provider} className="btn-secondary w-full" disabled={busy}>
                  {t(`auth.social.${provider}`)}
                </button>
              )}
            </div>
          );
        })}
      </Form>
    </div>
  );
}
