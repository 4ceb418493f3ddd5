// Sign-in with email and password (spec sections 2, 5, 8): the page, and the account domain's action.
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getAuth, selectedVenue } from "~/core/auth/auth.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { signInWithPassword } from "~/domains/account/password-sign-in.server";
import { landingOfSignedIn } from "~/domains/account/sign-in.server";
import { LoginForm } from "~/domains/account/login-form";
import { PublicLayout } from "~/domains/account/public-layout";
import { SocialButtons } from "~/domains/account/social-buttons";
import { socialProviders } from "~/domains/account/social-providers.server";
import { retryAfterHeaders } from "~/core/http/retry-after";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, auth } = await getAuth(request);
  if (auth) return redirect(landingOfSignedIn(auth.user, selectedVenue(auth.user, session.get("venueId"))));
  const { t } = await getTranslator(request);
  return json({ title: t("auth.loginTitle"), socialProviders: socialProviders() });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export const action = signInWithPassword;
export const headers = retryAfterHeaders;

export default function Login() {
  const { t } = useTranslation();
  const { socialProviders } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirectTo") ?? "";

  return (
    <PublicLayout title={t("auth.loginTitle")} intro={t("auth.loginIntro")}>
      <LoginForm lastResult={lastResult} redirectTo={redirectTo} />
      <SocialButtons providers={socialProviders} redirectTo={redirectTo} />
      <p className="mt-6 text-center text-sm text-slate-600">
        {t("auth.noAccount")}{" "}
        <Link to="/register" className="font-medium text-brand-700 hover:underline">
          {t("auth.register")}
        </Link>
      </p>
    </PublicLayout>
  );
}
