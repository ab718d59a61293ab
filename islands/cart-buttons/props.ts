import { parseNoProps, type NoProps } from "../../src/contract/validate";

/** The cart buttons island takes no props today; `{}` (or no props script) is valid. */
export type CartButtonsProps = NoProps;
export const parseCartButtonsProps = parseNoProps;
