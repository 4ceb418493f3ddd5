// `/search`: the global search (issue 24 part 6, decision 033).
import { searchLoader } from "~/domains/search/search.server";
import { SearchPage } from "~/domains/search/search-page";
import { sectionMeta } from "~/ui/shell/section-page";

export const loader = searchLoader;
export const meta = sectionMeta;
export default SearchPage;
