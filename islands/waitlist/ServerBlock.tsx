/** An element of CommerceKit's popup markup, rendered as the server printed it (its tag, class and inner HTML). */
import { createElement, type ReactNode } from "react";
import { useServerHtml } from "../../src/runtime/html";
import type { ServerElement } from "./popup";

/** Elements that cannot have content: React refuses inner HTML on them. */
const VOID_TAGS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

export function ServerBlock({ element }: { element: ServerElement }): ReactNode {
  const html = useServerHtml(element.html);
  const className = element.className || undefined;
  return createElement(element.tag, VOID_TAGS.has(element.tag) ? { className } : { className, dangerouslySetInnerHTML: html });
}
