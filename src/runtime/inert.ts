/**
 * `inert` as a React prop that means the same on React 18 and 19. React 19 knows it as a boolean
 * attribute (`true` prints it, an empty string is false); React 18 does not know it, drops a
 * boolean value and prints a string as it is. The islands render with WordPress's React, 18.3.1
 * today (docs/decisions/0035-one-react.md), 19 when WordPress moves on.
 */
import { version } from "react";

const KNOWS_INERT = Number.parseInt(version, 10) >= 19;

/** The attribute's value for the React on the page: spread it over the element's props. */
export function inertProps(inert: boolean): { inert?: true | "" } {
  if (!inert) return {};
  return { inert: KNOWS_INERT ? true : "" };
}
