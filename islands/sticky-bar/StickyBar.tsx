/**
 * The sticky add-to-cart bar (docs/behaviour/product-page.md#sticky-add-to-cart-bar): CommerceKit's
 * section, rendered again with what it lacks for a bar of its own (the product, a real button,
 * a close button). Shown while the main add-to-cart is scrolled past; it mirrors the page's
 * selection, quantity and button state from the stores, and its presses go through the main
 * form. Fixed at the top: showing it shifts nothing.
 */
import { useRef, useState, type FocusEvent, type ReactNode } from "react";
import { useServerHtml } from "../../src/runtime/html";
import { inertProps } from "../../src/runtime/inert";
import { classNames, type ServerProps } from "../../src/runtime/server-props";
import { ServerElement } from "../../src/runtime/ServerElement";
import { bringToOptions, pressAdd, pressNotify, type MainForm } from "./form";
import { useBarView, useMainButtonClasses, useScrolledPast, type BarView, type ButtonClasses } from "./hooks";
import type { StickyBarProps } from "./props";
import { isBarShown } from "./rules";
import type { BarPart, ServerBar } from "./server";

export const BAR_CLASS = "islet-sticky-bar";
/** CommerceKit's own class for the shown bar (its stylesheet keys on it). */
export const VISIBLE_CLASS = "visible";

export interface StickyBarViewProps {
  server: ServerBar;
  main: MainForm;
  target: Element;
  props: StickyBarProps;
}

function Product({ props, view }: { props: StickyBarProps; view: BarView }): ReactNode {
  return (
    <div className={`${BAR_CLASS}__product`}>
      {/* Decorative: the title beside it names the product. */}
      {view.thumbnail && props.thumbnail && <img className={`${BAR_CLASS}__image`} src={view.thumbnail} alt="" width={40} height={51} />}
      <div className={`${BAR_CLASS}__text`}>
        <span className={`${BAR_CLASS}__title`}>{props.title}</span>
        <span className={`${BAR_CLASS}__details`}>
          <span className={`${BAR_CLASS}__choice`} hidden={view.choice === ""}>
            {view.choice}
          </span>
          <span className={`${BAR_CLASS}__quantity`} hidden={view.quantity === null}>
            {view.quantity ?? ""}
          </span>
        </span>
      </div>
    </div>
  );
}

function CloseButton({ label, onClose }: { label: string; onClose(): void }): ReactNode {
  return (
    <button type="button" className={`${BAR_CLASS}__close`} aria-label={label} onClick={onClose}>
      {/* The same cross CommerceKit draws for its own close button. */}
      <svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" strokeWidth="1.5" stroke="currentColor" aria-hidden="true" focusable="false">
        <path strokeLinecap="round" strokeLinejoin="round" d="M6 18 18 6M6 6l12 12" />
      </svg>
    </button>
  );
}

/** A press: through the main form's own controls, or to the options when nothing can be added yet. */
function press(main: MainForm, view: BarView, classes: ButtonClasses): void {
  const { action } = view.button;
  if (classes.loading || action === "wait") return;
  if (action === "add" && pressAdd(main)) return;
  if (action === "notify" && pressNotify(main)) return;
  bringToOptions(main);
}

interface PartsProps {
  parts: readonly BarPart[];
  view: BarView;
  /** `view.priceHtml`, kept as one object per string (useServerHtml). */
  price: { __html: string };
  classes: ButtonClasses;
  onPress(): void;
}

function Parts({ parts, ...rest }: PartsProps): ReactNode {
  return parts.map((part, index) => <Part key={index} part={part} {...rest} />);
}

function Part({ part, ...rest }: Omit<PartsProps, "parts"> & { part: BarPart }): ReactNode {
  const { view, price, classes, onPress } = rest;
  switch (part.kind) {
    case "server":
      return <ServerElement element={part.element} />;
    case "group":
      return (
        <div {...part.props}>
          <Parts parts={part.parts} {...rest} />
        </div>
      );
    case "price": {
      // CommerceKit prints it with display: none for its script to reveal; the server's price HTML.
      const { display: _hidden, ...style } = part.props.style ?? {};
      return <span {...part.props} style={style} dangerouslySetInnerHTML={price} />;
    }
    case "button":
      return (
        <button
          type="button"
          className={classNames(part.className, view.button.disabled && "disabled", classes.loading && "loading", classes.added && "added")}
          data-action={view.button.action}
          // The disabled look stays operable while a press brings the shopper to the options;
          // only "wait" (nothing a press can do) is announced as disabled.
          aria-disabled={view.button.action === "wait" ? "true" : undefined}
          onClick={onPress}
        >
          {view.button.label}
        </button>
      );
  }
}

/**
 * Keyboard focus only: a mouse press on the bar's button must not keep the bar over the main
 * button once the shopper scrolls back up; a keyboard user's focus must not vanish with the bar.
 */
function isKeyboardFocus(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  try {
    return target.matches(":focus-visible");
  } catch {
    return true; // an engine without :focus-visible: keep the bar, the safe side
  }
}

/** The server's wrappers (`.col-full`, the content) around the bar's parts. */
function nest(wrappers: readonly ServerProps[], inner: ReactNode): ReactNode {
  return wrappers.reduceRight<ReactNode>((child, props) => <div {...props}>{child}</div>, inner);
}

export function StickyBar({ server, main, target, props }: StickyBarViewProps): ReactNode {
  const section = useRef<HTMLElement>(null);
  const view = useBarView(main, props, server.productPriceHtml);
  const price = useServerHtml(view.priceHtml);
  const classes = useMainButtonClasses(main.button);
  const scrolledPast = useScrolledPast(target, section);
  const [closed, setClosed] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const shown = isBarShown({ scrolledPast, closed, hasFocus });
  const close = (): void => {
    setClosed(true);
    // The bar is going: focus goes to the main add-to-cart rather than being dropped.
    main.button?.focus({ preventScroll: true });
  };
  const onBlur = (event: FocusEvent): void => setHasFocus(event.relatedTarget instanceof Node && (section.current?.contains(event.relatedTarget) ?? false));
  return (
    <section
      {...server.props}
      ref={section}
      className={classNames(server.props.className, BAR_CLASS, shown && VISIBLE_CLASS)}
      // A named <section> is a region landmark.
      aria-label={props.strings.region}
      // Out of the tab order and the accessibility tree while hidden (CSS hides it after its slide).
      {...inertProps(!shown)}
      aria-hidden={shown ? "false" : "true"}
      onFocus={(event) => setHasFocus(isKeyboardFocus(event.target))}
      onBlur={onBlur}
    >
      {nest(
        server.wrappers,
        <>
          <Product props={props} view={view} />
          <Parts parts={server.parts} view={view} price={price} classes={classes} onPress={() => press(main, view, classes)} />
          <CloseButton label={props.strings.close} onClose={close} />
        </>,
      )}
    </section>
  );
}
