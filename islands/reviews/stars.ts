/**
 * The `#rating` select as five stars: WooCommerce's `p.stars` markup (so the theme's star
 * styles apply: `selected` on the paragraph, `active` on the chosen star), made an ARIA radio
 * group with a roving tabindex. Arrows, Home and End move and choose; Space and Enter choose.
 * The select stays in the form, hidden, and carries the value the server reads.
 */
import { rovingIndex } from "../../src/dom/roving";

export interface Stars {
  group: HTMLElement;
  radios: HTMLAnchorElement[];
}

/** Values 1…5 as the select's options hold them; the stars' index + 1. */
function check(select: HTMLSelectElement, stars: Stars, index: number): void {
  stars.radios.forEach((radio, i) => {
    radio.setAttribute("aria-checked", String(i === index));
    radio.classList.toggle("active", i === index);
    radio.tabIndex = i === index ? 0 : -1;
  });
  stars.group.parentElement?.classList.add("selected");
  select.value = String(index + 1);
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

export function buildStars(select: HTMLSelectElement, labels: readonly string[], groupLabel: string): Stars {
  const doc = select.ownerDocument;
  const paragraph = doc.createElement("p");
  paragraph.className = "stars";
  const group = doc.createElement("span");
  group.setAttribute("role", "radiogroup");
  group.setAttribute("aria-label", groupLabel);
  if (select.required) group.setAttribute("aria-required", "true");
  const radios = labels.map((label, index) => {
    const radio = doc.createElement("a");
    radio.href = "#";
    radio.className = `star-${index + 1}`;
    radio.setAttribute("role", "radio");
    radio.setAttribute("aria-checked", "false");
    radio.tabIndex = index === 0 ? 0 : -1;
    radio.textContent = label;
    return radio;
  });
  group.append(...radios);
  paragraph.append(group);
  select.hidden = true;
  select.before(paragraph);
  const stars = { group, radios };
  const chosen = Number(select.value);
  if (chosen >= 1 && chosen <= radios.length) check(select, stars, chosen - 1);
  return stars;
}

export function onStarClick(event: MouseEvent, select: HTMLSelectElement, stars: Stars): void {
  const index = stars.radios.findIndex((radio) => event.target instanceof Node && radio.contains(event.target));
  if (index < 0) return;
  event.preventDefault(); // the star is an `href="#"` link
  check(select, stars, index);
}

export function onStarKeydown(event: KeyboardEvent, select: HTMLSelectElement, stars: Stars): void {
  const index = stars.radios.findIndex((radio) => radio === event.target);
  if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
  const moved = rovingIndex(event.key, index, stars.radios.length);
  const next = moved ?? (event.key === " " || event.key === "Enter" ? index : -1);
  if (next < 0) return;
  event.preventDefault();
  check(select, stars, next);
  stars.radios[next]?.focus();
}
