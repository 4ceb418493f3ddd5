// `/search`: the global search (decision 033).
import { searchLoader } from "~/domains/search/search.server";
import { SearchPage } from "~/domains/search/search-page";
import { sectionMeta } from "~/ui/shell/section-page";

export const loader = searchLoader;
export const meta = sectionMeta;
export default SearchPage;
