/** One suggestion as plain, escaped values (search.ts read them from the store's markup). */
import type { ReactNode } from "react";
import type { SearchSuggestion } from "../../src/api/search";

export function SuggestionView({ suggestion }: { suggestion: SearchSuggestion }): ReactNode {
  const { image } = suggestion;
  return (
    <span className={`islet-search-suggestion is-${suggestion.kind}`}>
      {image ? <img className="islet-search-image" src={image.src} srcSet={image.srcset || undefined} sizes="40px" alt="" width={40} height={40} decoding="async" /> : null}
      <span className="islet-search-title">{suggestion.title}</span>
      {suggestion.price ? (
        <span className="islet-search-price">
          <span aria-hidden="true">{suggestion.price}</span>
          <span className="screen-reader-text">{suggestion.priceLabel}</span>
        </span>
      ) : null}
      {suggestion.postType ? <span className="islet-search-type">{suggestion.postType}</span> : null}
    </span>
  );
}
