/**
 * The work PHP hands the builder: a JSON script element printed before the builder's script on
 * admin pages where there is something to build (`#islet-first-paint-jobs`).
 */
import { isObject } from "../../contract/validate";

export const JOBS_ELEMENT_ID = "islet-first-paint-jobs";

/** The page type a storefront page prints in its meta and the store addresses of that type to read. */
export interface FirstPaintJob {
  type: string;
  urls: string[];
}

export interface FirstPaintConfig {
  /** The REST route that stores a (type, key)'s critical CSS. */
  endpoint: string;
  /** WordPress's REST nonce (`X-WP-Nonce`). */
  nonce: string;
  jobs: FirstPaintJob[];
  /** Build in the background after the page's load; otherwise only at a press of the build button. */
  auto: boolean;
}

function readJob(raw: unknown): FirstPaintJob | null {
  if (!isObject(raw) || typeof raw.type !== "string" || raw.type.trim() === "" || !Array.isArray(raw.urls)) return null;
  return { type: raw.type.trim(), urls: raw.urls.filter((url): url is string => typeof url === "string" && url !== "") };
}

/** The config from its JSON text; null when it is not there or not the shape PHP prints. */
export function parseFirstPaintConfig(text: string): FirstPaintConfig | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(raw) || typeof raw.endpoint !== "string" || raw.endpoint === "" || typeof raw.nonce !== "string" || !Array.isArray(raw.jobs)) return null;
  const jobs = raw.jobs.map(readJob).filter((job): job is FirstPaintJob => job !== null);
  return { endpoint: raw.endpoint, nonce: raw.nonce, jobs, auto: raw.auto === true };
}

export function readFirstPaintConfig(doc: Document): FirstPaintConfig | null {
  const element = doc.getElementById(JOBS_ELEMENT_ID);
  return element?.textContent ? parseFirstPaintConfig(element.textContent) : null;
}
