import { describe, expect, it, vi } from "vitest";
import { describeFailure, isOwnAddress, sendRequest } from "./http";

const answer = (): Promise<Response> => Promise.resolve(new Response("{}", { headers: { "Content-Type": "application/json" } }));

describe("only this site's addresses are called (issue 27)", () => {
  it("sends nothing to another site, another scheme or a garbled address", async () => {
    for (const url of ["https://evil.example/collect", "//evil.example/x", "javascript:alert(1)", "http://[::1"]) {
      const fetch = vi.fn(answer);
      expect(await sendRequest(fetch, { method: "POST", url, body: { email: "a@b.c" }, timeoutMs: 1000 })).toEqual({ ok: false, failure: { kind: "cross-origin" } });
      expect(fetch).not.toHaveBeenCalled();
      expect(isOwnAddress(url)).toBe(false);
    }
    expect(describeFailure({ kind: "cross-origin" })).toBe("cross-origin");
  });

  it("calls this site by a relative or an absolute address, as given", async () => {
    for (const url of ["/?wc-ajax=get_refreshed_fragments", new URL("/wp-admin/admin-ajax.php", window.location.href).href]) {
      const fetch = vi.fn(answer);
      expect(await sendRequest(fetch, { method: "GET", url, timeoutMs: 1000 })).toEqual({ ok: true, status: 200, data: {} });
      expect(fetch).toHaveBeenCalledWith(url, expect.objectContaining({ credentials: "same-origin" }));
    }
  });
});
