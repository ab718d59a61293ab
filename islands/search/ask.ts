/** The search's calls through the typed client, with the shared nonce. */
import type { ApiResult, StoreClient } from "../../src/api/client";
import { countSearch, searchQuery, searchStore, type SearchAnswer } from "../../src/api/search";
import { ensureNonce, refusedWith403, withFreshNonce, withNonce } from "../../src/stores/nonce";
import type { SearchDeps, SearchKind } from "./controller";

type SearchResult = ApiResult<SearchAnswer>;

/** A refused nonce: a 403, or CommerceKit's empty answer without even its 'View all' link. */
function nonceRefused(result: SearchResult | null): boolean {
  return result?.ok ? result.value.nonceRefused : refusedWith403(result);
}

export function askSearch(client: StoreClient, kind: SearchKind, term: string, signal: AbortSignal): Promise<SearchAnswer | null> {
  const send = (nonce: string): Promise<SearchResult | null> =>
    searchStore(client, kind, searchQuery(term, nonce), signal) ?? Promise.resolve(null);
  return withFreshNonce(send, nonceRefused).then((result) => (result?.ok && !result.value.nonceRefused ? result.value : null));
}

/** `commercekit_search_counts`, as CommerceKit sends it after each product answer; its answer is not read. */
export function countSearchWithNonce(client: StoreClient, term: string, noResult: boolean): void {
  void withNonce((nonce) => countSearch(client, term, noResult, nonce) ?? Promise.resolve(null));
}

export function searchDeps(client: StoreClient, options: Pick<SearchDeps, "minChars" | "otherResults">): SearchDeps {
  return {
    ...options,
    ask: (kind, term, signal) => askSearch(client, kind, term, signal),
    count: (term, noResult) => countSearchWithNonce(client, term, noResult),
    prepare: () => void ensureNonce(),
  };
}
