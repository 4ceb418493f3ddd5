// Social sign-in (spec section 1): Google and Apple, Facebook only under its build flag. Each posts to our action,
// which exchanges the provider's token at POST /auth/socialLogin.
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function SocialButtons({ facebook, redirectTo }: { facebook: boolean; redirectTo: string }) {
  const { t } = useTranslation();
  const providers = facebook ? (["google", "apple", "facebook"] as const) : (["google", "apple"] as const);
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
      >
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {providers.map((provider) => (
          <button key={provider} type="submit" name="provider" value={provider} className="btn-secondary">
            {t(`auth.social.${provider}`)}
          </button>
        ))}
      </Form>
    </div>
  );
}
