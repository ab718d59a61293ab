/**
 * A server element's attributes as React props, so a tree renders the theme's and CommerceKit's
 * own elements (classes, ids, microdata, inline custom properties) without knowing each
 * attribute by name.
 */
import type { CSSProperties, HTMLAttributes } from "react";
import { inertProps } from "./inert";

/** Props of an element the server printed: what React needs to render the same element. */
export type ServerProps = HTMLAttributes<HTMLElement>;

/** HTML attribute names React spells differently (the ones the captured markup uses). */
const REACT_NAMES: Readonly<Record<string, string>> = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  itemprop: "itemProp",
  itemscope: "itemScope",
  itemtype: "itemType",
  itemid: "itemID",
  itemref: "itemRef",
  accesskey: "accessKey",
  contenteditable: "contentEditable",
};

/** Attributes whose presence is the value. */
const BOOLEAN_ATTRIBUTES: ReadonlySet<string> = new Set(["itemscope", "hidden", "disabled"]);

const camel = (name: string): string => name.replace(/^-ms-/, "ms-").replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** `"--a: #fff; margin-top: 1px"` → `{ "--a": "#fff", marginTop: "1px" }` (custom properties keep their names). */
export function styleObject(css: string): CSSProperties {
  const style: Record<string, string> = {};
  for (const declaration of css.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!name || !value) continue;
    style[name.startsWith("--") ? name : camel(name.toLowerCase())] = value;
  }
  return style;
}

/** Every attribute of `element`, by its HTML name. */
export function attributesOf(element: Element): Record<string, string> {
  return Object.fromEntries(Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]));
}

/** The attributes as React props: renamed where React needs it, `style` as an object, booleans as `true`. */
export function serverProps(attributes: Readonly<Record<string, string>>): ServerProps {
  const props: Record<string, string | boolean | CSSProperties> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name === "style") props.style = styleObject(value);
    else if (name === "inert") Object.assign(props, inertProps(true));
    else if (BOOLEAN_ATTRIBUTES.has(name)) props[REACT_NAMES[name] ?? name] = true;
    else props[REACT_NAMES[name] ?? name] = value;
  }
  // Names the server printed: React passes the unknown lowercase ones (data-*, aria-*,
  // CommerceKit's own) through as they are.
  return props as ServerProps;
}

/** `element`'s attributes as React props. */
export const propsOf = (element: Element): ServerProps => serverProps(attributesOf(element));

/** Class names joined, the falsy ones left out. */
export function classNames(...names: readonly (string | false | null | undefined)[]): string {
  return names.filter((name): name is string => typeof name === "string" && name.trim() !== "").join(" ");
}
