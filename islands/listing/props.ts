import { parseNoProps, type NoProps } from "../../src/contract/validate";

/** The listing page island takes no props today; `{}` (or no props script) is valid. */
export type ListingPageProps = NoProps;
export const parseListingPageProps = parseNoProps;
