/**
 * What a timer counts from (docs/behaviour/countdown-and-order-bump.md#countdown): a regular timer
 * from its cookie or the page's
 * `data-timer`, at once; a date-range timer (no key) from the total `commercekit_get_countdown_total`
 * gives for its index, and from the page's `data-timer` when the call fails (an error page, a
 * 403, malformed JSON, a timeout, `status` 0, no CommerceKit). It stays hidden until then, as
 * CommerceKit's script kept it.
 */
import { getCountdownTotal } from "../../src/api/countdown";
import type { IslandContext } from "../../src/runtime/types";
import { browserCookies, type CookieJar, type Countdown } from "./controller";
import { asksTotal, startingSeconds } from "./rules";
import type { TimerSettings } from "./settings";

export function startCountdown(countdown: Countdown, settings: TimerSettings, context: IslandContext, cookies: CookieJar = browserCookies): void {
  if (!asksTotal(settings)) {
    countdown.begin(startingSeconds(settings, cookies.read(settings.key)));
    return;
  }
  const call = getCountdownTotal(context.client, settings.index, context.config.requestTimeout, context.signal);
  if (!call) {
    countdown.begin(settings.timer);
    return;
  }
  void call.then((result) => {
    if (context.signal?.aborted) return;
    countdown.begin(result.ok ? result.value : settings.timer);
  });
}
