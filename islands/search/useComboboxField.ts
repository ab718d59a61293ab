/**
 * Makes the server's search field the combobox of the suggestions list (ARIA 1.2 pattern):
 * its attributes follow the list, and its keys move through it. What the field had before
 * comes back when the island is torn down. Handlers are read fresh on every event.
 */
import { useEffect, useLayoutEffect, useRef } from "react";

export interface ComboboxHandlers {
  listId: string;
  expanded: boolean;
  /** The active option's id (aria-activedescendant), or null. */
  activeId: string | null;
  onInput(value: string): void;
  onOpen(): void;
  onClose(): void;
  /** Arrow down (+1) or up (-1). */
  onMove(step: 1 | -1): void;
  /** Enter: true when an option was opened (the form then is not submitted). */
  onChoose(): boolean;
}

const OWNED_ATTRIBUTES = ["role", "aria-autocomplete", "aria-controls", "aria-expanded", "aria-activedescendant", "autocomplete"] as const;

function onKey(event: KeyboardEvent, handlers: ComboboxHandlers): void {
  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    event.preventDefault();
    handlers.onMove(event.key === "ArrowDown" ? 1 : -1);
  } else if (event.key === "Enter") {
    if (handlers.onChoose()) event.preventDefault();
  } else if (event.key === "Escape" && handlers.expanded) {
    // A search field would also clear itself on Escape: the list closes, the words stay.
    event.preventDefault();
    handlers.onClose();
  }
}

export function useComboboxField(field: HTMLInputElement, handlers: ComboboxHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const before = OWNED_ATTRIBUTES.map((name) => [name, field.getAttribute(name)] as const);
    field.setAttribute("role", "combobox");
    field.setAttribute("aria-autocomplete", "list");
    field.setAttribute("autocomplete", "off");
    const controller = new AbortController();
    const { signal } = controller;
    field.addEventListener("input", () => latest.current.onInput(field.value), { signal });
    field.addEventListener("keydown", (event) => onKey(event, latest.current), { signal });
    field.addEventListener("focus", () => latest.current.onOpen(), { signal });
    field.addEventListener(
      "blur",
      (event) => {
        // A middle or right press on a suggestion focuses its link (the browser's new tab and
        // link menu need that press): the list stays, and SearchBox hands the focus back.
        const next = event.relatedTarget;
        if (next instanceof Node && document.getElementById(latest.current.listId)?.contains(next)) return;
        latest.current.onClose();
      },
      { signal },
    );
    // The focus that loaded the island came before these listeners; a value typed meanwhile is asked at once.
    if (document.activeElement === field) latest.current.onOpen();
    if (field.value !== "") latest.current.onInput(field.value);
    return () => {
      controller.abort();
      for (const [name, value] of before) {
        if (value === null) field.removeAttribute(name);
        else field.setAttribute(name, value);
      }
    };
  }, [field]);

  useLayoutEffect(() => {
    field.setAttribute("aria-controls", handlers.listId);
    field.setAttribute("aria-expanded", String(handlers.expanded));
    if (handlers.activeId) field.setAttribute("aria-activedescendant", handlers.activeId);
    else field.removeAttribute("aria-activedescendant");
  }, [field, handlers.listId, handlers.expanded, handlers.activeId]);
}
