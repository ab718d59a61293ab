import { describe, expect, it, vi } from "vitest";
import { beaconRequest, sendPopupBeacon, type BeaconDeps, type BeaconTarget } from "./popup-beacon";

const REST: BeaconTarget = { analyticsApi: "/wp-json/pum/v1", analyticsRoute: "analytics", ajaxUrl: "/wp-admin/admin-ajax.php" };
const NO_REST: BeaconTarget = { ...REST, analyticsApi: "" };
const NOW = 1795480476008;
const CONVERSION = { type: "form_submission", formProvider: "pumsubform", formId: 100, formKey: "pumsubform_100_1", formInstanceId: 1 };

function deps(sendBeacon?: BeaconDeps["sendBeacon"]): BeaconDeps & { images: string[] } {
  const images: string[] = [];
  return { sendBeacon, loadImage: (url) => images.push(url), now: () => NOW, images };
}

const fieldsOf = (data: FormData): [string, string][] => [...data.entries()].map(([name, value]) => [name, String(value)]);

describe("the beacon's request (captures 48, 53–55)", () => {
  it("goes to the REST route with event, pid and _cache (48)", () => {
    expect(beaconRequest(REST, { event: "open", pid: 100 }, NOW)).toEqual({
      url: "/wp-json/pum/v1/analytics/",
      fields: [
        ["event", "open"],
        ["pid", "100"],
        ["_cache", String(NOW)],
      ],
    });
  });

  it("adds the conversion's eventData as JSON (53)", () => {
    const { fields } = beaconRequest(REST, { event: "conversion", pid: 100, eventData: CONVERSION }, NOW);
    expect(fields.at(-1)).toEqual(["eventData", JSON.stringify(CONVERSION)]);
  });

  it("goes to admin-ajax with action=pum_analytics only when the REST route is empty (55)", () => {
    expect(beaconRequest(NO_REST, { event: "open", pid: 100 }, NOW).url).toBe("/wp-admin/admin-ajax.php");
    expect(beaconRequest(NO_REST, { event: "open", pid: 100 }, NOW).fields.at(-1)).toEqual(["action", "pum_analytics"]);
  });
});

describe("sending it", () => {
  it("uses sendBeacon with multipart fields when the browser has it", () => {
    const send = vi.fn<NonNullable<BeaconDeps["sendBeacon"]>>(() => true);
    const used = deps(send);
    sendPopupBeacon(REST, { event: "open", pid: 100 }, used);
    expect(send).toHaveBeenCalledTimes(1);
    const [url, data] = send.mock.calls[0] ?? [];
    expect(url).toBe("/wp-json/pum/v1/analytics/");
    expect(data && fieldsOf(data)).toEqual([
      ["event", "open"],
      ["pid", "100"],
      ["_cache", String(NOW)],
    ]);
    expect(used.images).toEqual([]);
  });

  it("falls back to an image GET with the fields as a query when there is no sendBeacon (54)", () => {
    const used = deps();
    sendPopupBeacon(REST, { event: "open", pid: 100 }, used);
    expect(used.images).toEqual([`/wp-json/pum/v1/analytics/?event=open&pid=100&_cache=${NOW}`]);
  });

  it("falls back to the image when sendBeacon throws or refuses", () => {
    const throwing = deps(() => {
      throw new TypeError("beacon blocked");
    });
    sendPopupBeacon(NO_REST, { event: "open", pid: 100 }, throwing);
    expect(throwing.images).toEqual([`/wp-admin/admin-ajax.php?event=open&pid=100&_cache=${NOW}&action=pum_analytics`]);
    const refusing = deps(() => false);
    sendPopupBeacon(REST, { event: "open", pid: 100 }, refusing);
    expect(refusing.images).toHaveLength(1);
  });

  it("never throws, whatever fails", () => {
    const broken: BeaconDeps = {
      sendBeacon: () => false,
      loadImage: () => {
        throw new Error("no images");
      },
      now: () => NOW,
    };
    expect(() => sendPopupBeacon(REST, { event: "open", pid: 100 }, broken)).not.toThrow();
  });
});

describe("only to this site (issue 27)", () => {
  it("sends nothing, by beacon or image, to a route on another site", () => {
    for (const target of [{ ...REST, analyticsApi: "https://evil.example/wp-json/pum/v1" }, { ...NO_REST, ajaxUrl: "https://evil.example/admin-ajax.php" }, { ...NO_REST, ajaxUrl: "javascript:alert(1)" }]) {
      const sendBeacon = vi.fn(() => true);
      const sent = deps(sendBeacon);
      sendPopupBeacon(target, { event: "open", pid: 100 }, sent);
      expect(sendBeacon).not.toHaveBeenCalled();
      expect(sent.images).toEqual([]);
    }
  });
});

