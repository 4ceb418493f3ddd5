// `/search?q=`: the global search as a plain page (a form that works without JavaScript), and where the header box's
// "all results" leads. It says which kinds it searches for this viewer, and why nothing was searched when the text is short.
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/frame-kit";
import { PageHeader } from "~/ui/shell/section-page";
import { minQueryLength } from "./search-text";
import { SearchResults } from "./search-results";
import type { searchLoader } from "./search.server";

export function SearchPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof searchLoader>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/search";
  const kinds = data.kinds.map((kind) => t(`search.kinds.${kind}`)).join(", ");
  const tooShort = data.typed.trim() !== "" && data.q === "";
  return (
    <>
      <PageHeader title={t("search.title")} description={t("search.searchedIn", { kinds })} />
      <Form method="get" action="/search" role="search" className="mb-6 flex max-w-2xl gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          {t("search.pageLabel")}
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={data.typed}
          key={data.typed}
          placeholder={t("search.placeholder")}
          aria-describedby={tooShort ? "search-page-hint" : undefined}
          aria-invalid={tooShort || undefined}
          className="input flex-1"
          autoComplete="off"
        />
        <button type="submit" className="btn-primary inline-flex items-center gap-2">
          <Icon name="search" className="h-4 w-4" />
          {t("search.submit")}
        </button>
      </Form>
      {tooShort ? (
        <p id="search-page-hint" className="text-sm text-red-700">
          {t("search.tooShort", { min: minQueryLength })}
        </p>
      ) : null}
      {data.q ? (
        <div aria-busy={searching || undefined}>
          <SearchResults q={data.q} groups={data.groups} />
        </div>
      ) : null}
    </>
  );
}
