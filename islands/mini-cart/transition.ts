/**
 * React's dialog takes the server's place in its first commit, which may fall in the middle of
 * the theme's slide (the drawer opened at the first click, before React had loaded). A new
 * element would show the end of that slide at once; starting it where the server's element was
 * lets the theme's own transition run on from there.
 */

/** What themes animate when the drawer slides or fades in and out. */
const ANIMATED = ["transform", "opacity", "visibility"];

/** Sets (or, given "", removes) an inline property. */
function setInline(element: HTMLElement, name: string, value: string): void {
  if (value) element.style.setProperty(name, value);
  else element.style.removeProperty(name);
}

export function continueTransition(from: Element, to: HTMLElement): void {
  const was = getComputedStyle(from);
  const now = getComputedStyle(to);
  const moving = ANIMATED.map((name) => ({ name, value: was.getPropertyValue(name), inline: to.style.getPropertyValue(name) })).filter(
    ({ name, value }) => value !== now.getPropertyValue(name),
  );
  if (moving.length === 0) return;
  const transition = to.style.getPropertyValue("transition");
  // Jump to the start values (no transition towards them), and let the browser take them in…
  to.style.setProperty("transition", "none");
  for (const { name, value } of moving) to.style.setProperty(name, value);
  void getComputedStyle(to).getPropertyValue("transform");
  // …then give the stylesheet back its transition and end values: it runs from there.
  setInline(to, "transition", transition);
  for (const { name, inline } of moving) setInline(to, name, inline);
}
