import { useStore } from "@nanostores/react";
import { atom } from "nanostores";
import { useRef, type ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { mountReact } from "../../src/runtime/react";
import { useLegacyHeights } from "./useLegacyHeights";

interface Slide {
  src: string;
}

let teardown = new AbortController();
afterEach(() => {
  teardown.abort();
  teardown = new AbortController();
  document.body.innerHTML = "";
});

/** happy-dom lays nothing out: the slider is given a phone's width. */
function asWideAs345(element: HTMLDivElement | null): void {
  if (element) Object.defineProperty(element, "clientWidth", { value: 345, configurable: true });
}

function Slider({ slides }: { slides: readonly Slide[] }): ReactNode {
  const list = useRef<HTMLUListElement>(null);
  useLegacyHeights(list, true, 0, slides);
  return (
    <div className="cg-main-swiper" ref={asWideAs345}>
      <ul ref={list}>
        {slides.map((slide) => (
          <li key={slide.src}>
            <img src={slide.src} width={800} height={1024} alt="" />
          </li>
        ))}
      </ul>
    </div>
  );
}

describe("useLegacyHeights", () => {
  it("sizes a new set of slides (a chosen option's gallery) as it sized the first", async () => {
    const $slides = atom<readonly Slide[]>([{ src: "front.png" }]);
    const Shown = (): ReactNode => <Slider slides={useStore($slides)} />;
    document.body.innerHTML = "<div></div>";
    const container = document.querySelector("div");
    if (!container) throw new Error("no container");
    await mountReact(container, <Shown />, teardown.signal);
    expect(container.querySelector("img")?.style.height).toBe("441.6px");
    $slides.set([{ src: "gray.png" }, { src: "back.png" }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const heights = Array.from(container.querySelectorAll("img")).map((image) => image.style.height);
    expect(heights).toEqual(["441.6px", "441.6px"]);
  });
});
