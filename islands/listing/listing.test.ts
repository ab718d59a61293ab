import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeJQuery, type FakeJQuery } from "../../src/testing/fake-jquery";
import { loadCapturedBody } from "../../src/testing/fixtures";
import { DOT_DEBOUNCE_MS, LAZY_MARGIN_PX, pictureInView, wireCarousels } from "./carousel";
import { wireOrdering } from "./ordering";

let teardown: AbortController;
let jq: FakeJQuery | null = null;

beforeEach(() => {
  teardown = new AbortController();
});
afterEach(() => {
  teardown.abort();
  jq?.uninstall();
  jq = null;
  vi.useRealTimers();
  document.body.innerHTML = "";
});

function orderingForm(): { form: HTMLFormElement; select: HTMLSelectElement; submits: ReturnType<typeof vi.fn> } {
  loadCapturedBody("shop.html");
  const form = document.querySelector<HTMLFormElement>("form.woocommerce-ordering");
  const select = form?.querySelector<HTMLSelectElement>("select.orderby");
  if (!form || !select) throw new Error("no ordering form on shop.html");
  const submits = vi.fn();
  for (const each of document.querySelectorAll<HTMLFormElement>("form.woocommerce-ordering")) each.requestSubmit = submits;
  return { form, select, submits };
}

const choose = (select: HTMLSelectElement, value: string): void => {
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
};

describe("ordering dropdown (docs/behaviour/listing.md#ordering)", () => {
  it("submits its form when the shopper picks an order, as a button would (the form's own listeners may cancel)", () => {
    const { select, submits } = orderingForm();
    wireOrdering(document, teardown.signal);
    choose(select, "price");
    expect(submits).toHaveBeenCalledTimes(1);
  });

  it("does not submit a second time a form that woocommerce.js already submitted through jQuery", () => {
    const { form, select, submits } = orderingForm();
    jq = installFakeJQuery();
    // woocommerce.js: `$('.woocommerce-ordering').on('change', 'select.orderby', …trigger('submit'))`.
    form.addEventListener("change", () => jq?.trigger("submit", [], form));
    wireOrdering(document, teardown.signal);
    choose(select, "date");
    expect(submits).not.toHaveBeenCalled();
    // Another change woocommerce.js ignores (its handler gone): ours submits.
    jq.uninstall();
    jq = null;
    teardown.abort();
    teardown = new AbortController();
    const bare = orderingForm();
    wireOrdering(document, teardown.signal);
    choose(bare.select, "rating");
    expect(bare.submits).toHaveBeenCalledTimes(1);
  });

  it("leaves other selects alone and stops with the island", () => {
    const { select, submits } = orderingForm();
    wireOrdering(document, teardown.signal);
    const other = document.createElement("select");
    document.body.append(other);
    other.dispatchEvent(new Event("change", { bubbles: true }));
    teardown.abort();
    choose(select, "price");
    expect(submits).not.toHaveBeenCalled();
  });
});

/** A card with Shoptimizer's flip image on: two pictures in the carousel, the plugin's dot buttons. */
function carouselCard(): { container: HTMLElement; dots: HTMLButtonElement[]; pagination: HTMLElement } {
  document.body.innerHTML = `<ul class="products"><li class="product post-25"><div class="woocommerce-image__wrapper"><a href="/product/hoodie/"><div class="shoptimizer-plp-carousel-container"><div class="shoptimizer-plp-image-wrapper">
    <img src="/front.png" alt="Hoodie front"><img src="/back.png" class="gallery-image" loading="lazy" alt=""></div></div></a>
    <div class="shoptimizer-plp-carousel--pagination" hidden><button type="button" class="shoptimizer-plp-carousel--dot active" aria-label="Show picture 1 of 2" aria-pressed="true"></button><button type="button" class="shoptimizer-plp-carousel--dot" aria-label="Show picture 2 of 2" aria-pressed="false"></button></div></div></li></ul>`;
  const container = document.querySelector<HTMLElement>(".shoptimizer-plp-carousel-container");
  const pagination = document.querySelector<HTMLElement>(".shoptimizer-plp-carousel--pagination");
  if (!container || !pagination) throw new Error("no carousel");
  Object.defineProperty(container, "clientWidth", { value: 300, configurable: true });
  return { container, pagination, dots: Array.from(pagination.querySelectorAll("button")) };
}

const pressed = (dots: HTMLButtonElement[]): string[] => dots.map((dot) => `${dot.getAttribute("aria-pressed")}${dot.classList.contains("active") ? "+active" : ""}`);

describe("card carousel", () => {
  it("shows its dots once wired, and marks the picture in view once scrolling has settled for 50 ms", () => {
    vi.useFakeTimers();
    const { container, dots, pagination } = carouselCard();
    wireCarousels(document, teardown.signal);
    expect(pagination.hidden).toBe(false);
    container.scrollLeft = 290;
    container.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(DOT_DEBOUNCE_MS - 1);
    expect(pressed(dots)).toEqual(["true+active", "false"]);
    container.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(DOT_DEBOUNCE_MS - 1);
    expect(pressed(dots)).toEqual(["true+active", "false"]);
    vi.advanceTimersByTime(1);
    expect(pressed(dots)).toEqual(["false", "true+active"]);
  });

  it("a dot shows its picture (smoothly, unless the shopper prefers reduced motion)", () => {
    const { container, dots } = carouselCard();
    const scrollTo = vi.fn();
    container.scrollTo = scrollTo as unknown as typeof container.scrollTo;
    wireCarousels(document, teardown.signal);
    dots[1]?.click();
    expect(scrollTo).toHaveBeenCalledWith({ left: 300, behavior: "smooth" });
    expect(pressed(dots)).toEqual(["false", "true+active"]);
    dots[0]?.click();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: "smooth" });
  });

  it("loads the card's other pictures once it is within 200 px of the viewport", () => {
    const observed: { options: IntersectionObserverInit | undefined; targets: Element[]; callback: IntersectionObserverCallback }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observed.push({ options, targets: [], callback });
        }
        observe(target: Element): void {
          observed.at(-1)?.targets.push(target);
        }
        unobserve(): void {}
        disconnect(): void {}
      },
    );
    const { container } = carouselCard();
    wireCarousels(document, teardown.signal);
    const [observer] = observed;
    expect(observer?.options).toEqual({ rootMargin: `${LAZY_MARGIN_PX}px` });
    expect(observer?.targets).toEqual([container]);
    observer?.callback([{ isIntersecting: true, target: container } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(container.querySelector(".gallery-image")?.getAttribute("loading")).toBe("eager");
    vi.unstubAllGlobals();
  });

  it("leaves a card with one picture, or without the plugin's dot buttons, alone", () => {
    const { pagination, dots } = carouselCard();
    dots[1]?.remove();
    wireCarousels(document, teardown.signal);
    expect(pagination.hidden).toBe(true);
  });

  it("finds the picture in view from the scroll position, right-to-left included", () => {
    expect([pictureInView(0, 300, 2), pictureInView(160, 300, 2), pictureInView(-300, 300, 2), pictureInView(900, 300, 2), pictureInView(50, 0, 2)]).toEqual([0, 1, 1, 1, 0]);
  });
});
