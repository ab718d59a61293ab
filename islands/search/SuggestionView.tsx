/**
 * One suggestion, in CommerceKit's own markup (its classes, its `span.match-text` marks), so the
 * store's stylesheet draws it as it draws CommerceKit's list (docs/decisions/0029); the values are
 * plain, escaped text (src/api/search.ts read them from the answer's markup).
 */
import type { ReactNode } from "react";
import type { SearchSuggestion, TitlePart } from "../../src/api/search";

function Title({ parts }: { parts: readonly TitlePart[] }): ReactNode {
  return parts.map((part, index) =>
    part.match ? (
      <span key={index} className="match-text">
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}

function ProductView({ suggestion }: { suggestion: SearchSuggestion }): ReactNode {
  const { image } = suggestion;
  return (
    <>
      {image ? (
        <div className="commercekit-ajs-product-image">
          <img
            src={image.src}
            srcSet={image.srcset || undefined}
            sizes="60px"
            alt=""
            width={image.width || undefined}
            height={image.height || undefined}
            decoding="async"
          />
        </div>
      ) : null}
      <div className="commercekit-ajs-product-desc">
        <div className="commercekit-ajs-product-title">
          <Title parts={suggestion.titleParts} />
        </div>
        {suggestion.price ? (
          <div className="commercekit-ajs-product-price">
            <span aria-hidden="true">{suggestion.price}</span>
            <span className="screen-reader-text">{suggestion.priceLabel}</span>
          </div>
        ) : null}
      </div>
    </>
  );
}

export function SuggestionView({ suggestion }: { suggestion: SearchSuggestion }): ReactNode {
  if (suggestion.kind === "product") return <ProductView suggestion={suggestion} />;
  return (
    <div className="commercekit-ajs-post-title">
      <Title parts={suggestion.titleParts} />
      {suggestion.postType ? <span className="post-type">{suggestion.postType}</span> : null}
    </div>
  );
}
