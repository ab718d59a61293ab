/**
 * Test helper: a fetch that answers every call with `answer` (admin-ajax puts its action in the
 * body, where routedFetch does not look), records the calls, and honours aborts.
 */
import { vi } from "vitest";
import type { FetchLike } from "../../src/api/http";
import type { RecordedCall, Responder } from "../../src/testing/fixtures";

export function answeringFetch(answer: Responder) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn<FetchLike>((input, init) => {
    const call: RecordedCall = { url: input, method: init.method ?? "GET", body: String(init.body ?? "") };
    calls.push(call);
    return new Promise<Response>((resolve, reject) => {
      const abort = (): void => reject(new DOMException("aborted", "AbortError"));
      if (init.signal?.aborted) abort();
      init.signal?.addEventListener("abort", abort);
      Promise.resolve(answer(call)).then(resolve, reject);
    });
  });
  return { fetch, calls };
}
