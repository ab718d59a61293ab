import { booleanField, isObject, stringField, type Result } from "../../src/contract/validate";

export interface MiniCartProps {
  /** Elements that open the drawer: the header cart and the cart shortcode. */
  openers: string;
  /** Ask CommerceKit for the content shown before and after the items. */
  blocks: boolean;
}

export const DEFAULT_OPENERS = ".shoptimizer-cart a.cart-contents";

function isValidSelector(selector: string): boolean {
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

export function parseMiniCartProps(raw: unknown): Result<MiniCartProps> {
  if (!isObject(raw)) return { ok: false, error: "props must be an object" };
  const openers = stringField(raw, "openers", DEFAULT_OPENERS) ?? DEFAULT_OPENERS;
  if (openers.trim() === "" || !isValidSelector(openers)) return { ok: false, error: `openers is not a selector: ${openers}` };
  return { ok: true, value: { openers, blocks: booleanField(raw, "blocks", false) } };
}
