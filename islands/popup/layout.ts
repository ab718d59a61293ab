/**
 * Where the container sits and how big it is (docs/behaviour/constants.md#popup: "center top"
 * 100 px from the top, z-index 1999999999, size medium; custom 640 × 380): what Popup Maker's
 * script wrote into the container's style when it opened it, written here as CSS the browser lays
 * out (no measuring). The named sizes' widths are in popup.css.
 */
import type { CSSProperties } from "react";
import type { DisplaySettings } from "./settings";

/** WordPress's admin bar is 32 px high; Popup Maker moves a top-anchored popup below it. */
export const ADMIN_BAR_PX = 32;

const px = (value: number): string => `${value}px`;

function place(display: DisplaySettings, adminBar: boolean): CSSProperties {
  const { location } = display;
  if (location === "center") return { top: "50%", left: 0, right: 0, marginLeft: "auto", marginRight: "auto", transform: "translateY(-50%)" };
  const style: CSSProperties = {};
  if (location.includes("left")) style.left = px(display.positionLeft);
  else if (location.includes("right")) style.right = px(display.positionRight);
  else Object.assign(style, { left: 0, right: 0, marginLeft: "auto", marginRight: "auto" });
  if (location.includes("bottom")) style.bottom = px(display.positionBottom);
  else style.top = px(display.positionTop + (adminBar ? ADMIN_BAR_PX : 0));
  return style;
}

function size(display: DisplaySettings): CSSProperties {
  if (display.size === "custom") return { width: display.customWidth, height: display.customHeightAuto ? "auto" : display.customHeight };
  if (display.size === "auto") return {};
  return { minWidth: display.responsiveMinWidth, maxWidth: display.responsiveMaxWidth };
}

/** The container's inline style. */
export function containerStyle(display: DisplaySettings, adminBar: boolean): CSSProperties {
  return { ...place(display, adminBar), ...size(display), position: display.positionFixed ? "fixed" : "absolute", zIndex: display.zindex };
}
