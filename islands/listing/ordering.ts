/**
 * docs/behaviour/listing.md#ordering: the shop's ordering dropdown submits its form on change
 * (WooCommerce prints no button; the plugin adds one inside `<noscript>` for shoppers without
 * JavaScript). WooCommerce's own woocommerce.js, which stays on the page for its other work,
 * submits the same form through jQuery when it is there: a form it already submitted is not
 * submitted again (a second request).
 */
import { onForeignEvent } from "../../src/bridge/jquery";

const SELECT_SELECTOR = "form.woocommerce-ordering select.orderby";

/** Submits as a button would: the form's submit listeners run and may cancel it. */
function submit(form: HTMLFormElement): void {
  if (typeof form.requestSubmit === "function") form.requestSubmit();
  else form.submit();
}

export function wireOrdering(root: ParentNode, signal: AbortSignal): void {
  const submittedByJQuery = new WeakSet<HTMLFormElement>();
  for (const form of root.querySelectorAll<HTMLFormElement>("form.woocommerce-ordering")) {
    const off = onForeignEvent(form, "submit", () => submittedByJQuery.add(form));
    signal.addEventListener("abort", off, { once: true });
  }
  // On the document, so woocommerce.js's handler on the form has run before this one.
  document.addEventListener(
    "change",
    (event) => {
      const select = event.target instanceof Element ? event.target.closest<HTMLSelectElement>(SELECT_SELECTOR) : null;
      const form = select?.form;
      if (!form) return;
      if (submittedByJQuery.has(form)) submittedByJQuery.delete(form);
      else submit(form);
    },
    { signal },
  );
}
