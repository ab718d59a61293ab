/**
 * The live search's rules, apart from React: nothing below the minimum
 * length; a term is asked 200 ms after the last keystroke; each term is asked once (answers are
 * kept per term); a newer term aborts the requests of the older one, and an answer that comes
 * for any term but the current one is never shown. Products and 'Other results' are two calls,
 * shown in that order; after a product answer the store's search counter is told.
 */
import { atom, type ReadableAtom } from "nanostores";
import type { SearchAnswer } from "../../src/api/search";

export const SEARCH_DEBOUNCE_MS = 200;

export type SearchKind = "product" | "post";

/** One call's state: asked and waiting, answered, or failed (an error, a timeout, no nonce). */
export type Section = { status: "loading" } | { status: "ready"; answer: SearchAnswer } | { status: "failed" };

export interface SearchView {
  /** The term the sections answer ("" when below the minimum). */
  term: string;
  products: Section | null;
  /** Null when 'Other results' are off, or nothing is asked. */
  posts: Section | null;
}

export interface SearchDeps {
  /** Resolves with the answer, or null when it could not be had. */
  ask(kind: SearchKind, term: string, signal: AbortSignal): Promise<SearchAnswer | null>;
  /** `commercekit_search_counts`, after a product answer. */
  count(term: string, noResult: boolean): void;
  /** A term will be asked: what the calls need (the nonce) can be fetched meanwhile. */
  prepare(): void;
  minChars: number;
  otherResults: boolean;
}

export interface SearchController {
  readonly $view: ReadableAtom<SearchView>;
  /** The field's value changed. */
  input(value: string): void;
  dispose(): void;
}

/**
 * After the next frame (a task after it), or soon where there are no frames. Not
 * src/dom/after-paint.ts's afterNextPaint: importing it from this lazily loaded island splits that
 * module out of the product islands' chunk, one more file on every product page's load.
 */
function afterPaint(work: () => void): void {
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => setTimeout(work, 0));
  else setTimeout(work, 0);
}

const EMPTY: SearchView = { term: "", products: null, posts: null };

/** The term a field value asks for, or null below the minimum. */
export function searchTerm(value: string, minChars: number): string | null {
  const term = value.trim();
  return term.length >= minChars ? term : null;
}

export function createSearchController(deps: SearchDeps): SearchController {
  const $view = atom<SearchView>(EMPTY);
  const answers = new Map<string, SearchAnswer>();
  const kinds: SearchKind[] = deps.otherResults ? ["product", "post"] : ["product"];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = new AbortController();

  const known = (kind: SearchKind, term: string): Section | null => {
    const answer = answers.get(`${kind}:${term}`);
    return answer ? { status: "ready", answer } : null;
  };
  const sectionsFor = (term: string): SearchView => ({
    term,
    products: known("product", term) ?? { status: "loading" },
    posts: deps.otherResults ? (known("post", term) ?? { status: "loading" }) : null,
  });
  const show = (kind: SearchKind, term: string, section: Section): void => {
    const view = $view.get();
    if (view.term !== term) return;
    $view.set(kind === "product" ? { ...view, products: section } : { ...view, posts: section });
  };

  const askOne = async (kind: SearchKind, term: string, signal: AbortSignal): Promise<void> => {
    const answer = await deps.ask(kind, term, signal).catch(() => null);
    if (signal.aborted) return;
    if (answer) answers.set(`${kind}:${term}`, answer);
    show(kind, term, answer ? { status: "ready", answer } : { status: "failed" });
    // Counted once the suggestions are on screen, as CommerceKit does, off the answer's path.
    if (kind === "product" && answer) afterPaint(() => deps.count(term, answer.suggestions.length === 0));
  };

  const askMissing = (term: string): void => {
    inFlight.abort();
    inFlight = new AbortController();
    for (const kind of kinds) {
      if (!answers.has(`${kind}:${term}`)) void askOne(kind, term, inFlight.signal);
    }
  };

  return {
    $view,
    input(value) {
      clearTimeout(timer);
      const term = searchTerm(value, deps.minChars);
      if (term === $view.get().term && term !== null) return;
      inFlight.abort();
      if (term === null) {
        $view.set(EMPTY);
        return;
      }
      const view = sectionsFor(term);
      $view.set(view);
      const complete = view.products?.status === "ready" && (view.posts === null || view.posts.status === "ready");
      if (complete) return;
      deps.prepare();
      timer = setTimeout(() => askMissing(term), SEARCH_DEBOUNCE_MS);
    },
    dispose() {
      clearTimeout(timer);
      inFlight.abort();
    },
  };
}
