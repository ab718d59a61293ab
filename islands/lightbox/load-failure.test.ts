/**
 * PhotoSwipe's chunk does not load (offline, a deploy mid-visit): the lightbox undoes its hash
 * and shows the image the way the page does without JavaScript.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Runtime } from "../../src/runtime/scan";
import { mountOnHoodie, slideLink } from "./test-page";

vi.mock("./open", () => {
  throw new Error("chunk failed to load");
});

const happyDom = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;

let runtime: Runtime | null = null;
afterEach(() => {
  runtime?.destroy();
  runtime = null;
  happyDom.setURL("http://localhost:3000/");
});

async function mount(hash: string): Promise<void> {
  runtime = await mountOnHoodie({ hash });
}

describe("lightbox when PhotoSwipe does not load", () => {
  it("a click: the hash steps back and the browser opens the image", async () => {
    // The captured store's pictures are on its own origin.
    happyDom.setURL("http://127.0.0.1:8881/");
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const assign = vi.spyOn(location, "assign").mockImplementation(() => undefined);
    const back = vi.spyOn(history, "back").mockImplementation(() => undefined);
    await mount("#islet-test");
    slideLink(0).click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0]?.[0]).toMatch(/\/hoodie-front\.png$/);
    expect(back).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith("[islet] lightbox: PhotoSwipe failed to load", expect.anything());
  });

  it("a click on a picture another site serves: the hash steps back and the page stays", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const assign = vi.spyOn(location, "assign").mockImplementation(() => undefined);
    const back = vi.spyOn(history, "back").mockImplementation(() => undefined);
    await mount("#islet-test");
    slideLink(0).click();
    await vi.waitFor(() => expect(back).toHaveBeenCalledTimes(1));
    expect(assign).not.toHaveBeenCalled();
  });

  it("a pasted URL: the hash loses gid and pid, and the page stays", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const assign = vi.spyOn(location, "assign").mockImplementation(() => undefined);
    await mount("#tab-reviews&gid=1&pid=2");
    await vi.waitFor(() => expect(location.hash).toBe("#tab-reviews"));
    expect(assign).not.toHaveBeenCalled();
  });
});
