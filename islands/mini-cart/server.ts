/**
 * The drawer as the server printed it (Shoptimizer: `#shoptimizerCartDrawer` with the loading
 * indicator `#ajax-loading`, the heading, the `.close-drawer` button and WooCommerce's cart
 * widget around the fragment target), read once so the React shell renders the same elements
 * with the same attributes. What the parts hold that is not plain text — the theme's spinner
 * and icon, the widget's fragment target — stays the server's own nodes: the shell moves them
 * into its elements (ServerPart.tsx), it never re-creates them.
 */
import { MINI_CART_FRAGMENT } from "../../src/bridge/fragments";
import { inertProps } from "../../src/runtime/inert";
import { DIALOG_SELECTOR } from "./dialog";

/** React props for a server element's attributes (strings, booleans, a style object). */
export type ElementProps = Record<string, string | boolean | Record<string, string>>;

export interface ServerElement {
  /** The server's node: replaced by React's element in the first commit. */
  node: HTMLElement;
  tag: string;
  props: ElementProps;
}

export interface ServerPart extends ServerElement {
  /** The text React renders, for a part that holds only text; null: its nodes are moved in. */
  text: string | null;
  /** WooCommerce's cart widget: busy (`aria-busy`) while a cart request runs, as the dialog. */
  isCartWidget: boolean;
}

export interface ServerDrawer {
  dialog: ServerElement;
  parts: ServerPart[];
  /** The part holding the cart widget: CommerceKit's blocks go around it (-1: at the end). */
  widget: number;
}

export const WIDGET_SELECTOR = ".widget_shopping_cart";

/** Rendered by React from the stores, not copied: the open and loading states. */
const STATE_ATTRIBUTES = new Set(["aria-modal", "aria-busy"]);
const RENAMED: Record<string, string> = { class: "className", tabindex: "tabIndex", for: "htmlFor" };
const BOOLEAN_ATTRIBUTES = new Set(["hidden", "disabled"]);

function styleProps(style: CSSStyleDeclaration): Record<string, string> {
  const props: Record<string, string> = {};
  for (const name of Array.from(style)) {
    const key = name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    props[key] = style.getPropertyValue(name);
  }
  return props;
}

/** The element's attributes as React props (inline handlers left out: they cannot be props). */
export function attributeProps(node: HTMLElement): ElementProps {
  const props: ElementProps = {};
  for (const { name, value } of Array.from(node.attributes)) {
    if (STATE_ATTRIBUTES.has(name) || name.startsWith("on")) continue;
    if (name === "style") props.style = styleProps(node.style);
    else if (name === "inert") Object.assign(props, inertProps(true));
    else props[RENAMED[name] ?? name] = BOOLEAN_ATTRIBUTES.has(name) ? true : value;
  }
  return props;
}

function readElement(node: HTMLElement): ServerElement {
  return { node, tag: node.localName, props: attributeProps(node) };
}

function readPart(node: HTMLElement): ServerPart {
  if (node.matches(MINI_CART_FRAGMENT)) {
    // React would have to re-create it; the bridge replaces it and other plugins hold it.
    throw new Error(`mini-cart: the fragment target (${MINI_CART_FRAGMENT}) must sit inside a wrapper, not in the dialog itself`);
  }
  return {
    ...readElement(node),
    text: node.childElementCount === 0 ? (node.textContent ?? "") : null,
    isCartWidget: node.matches(WIDGET_SELECTOR),
  };
}

export function readServerDrawer(island: HTMLElement): ServerDrawer {
  const node = island.querySelector<HTMLElement>(DIALOG_SELECTOR);
  if (!node) throw new Error("mini-cart: no [role=dialog] inside the island");
  const parts = Array.from(node.children)
    .filter((child): child is HTMLElement => child instanceof HTMLElement)
    .map(readPart);
  const dialog = readElement(node);
  // A dialog without a tabindex could not take focus: the shell makes it focusable.
  dialog.props.tabIndex ??= "-1";
  const widget = parts.findIndex((part) => part.node.matches(WIDGET_SELECTOR) || part.node.querySelector(WIDGET_SELECTOR) !== null);
  // Without the cart widget the blocks go around the last part, as they always did.
  return { dialog, parts, widget: widget >= 0 ? widget : parts.length - 1 };
}
