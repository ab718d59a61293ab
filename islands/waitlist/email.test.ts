import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isWaitlistEmail } from "./email";

const USER = fc.stringMatching(/^[A-Za-z0-9_.+-]{1,12}$/);
const LABEL = fc.stringMatching(/^[A-Za-z0-9-]{1,10}$/);
const ending = (min: number, max: number) => fc.stringMatching(new RegExp(`^[A-Za-z0-9]{${min},${max}}$`));

describe("the waitlist email pattern (docs/behaviour/product-page.md#waitlist)", () => {
  it("accepts user@domain with a 2–4 character ending", () => {
    fc.assert(fc.property(USER, fc.array(LABEL, { minLength: 1, maxLength: 3 }), ending(2, 4), (user, labels, end) =>
      isWaitlistEmail(`${user}@${labels.join(".")}.${end}`),
    ));
  });

  it("rejects endings of 1 or 5+ characters", () => {
    const bad = fc.oneof(ending(1, 1), ending(5, 10));
    fc.assert(fc.property(USER, LABEL, bad, (user, label, end) => !isWaitlistEmail(`${user}@${label}.${end}`)));
  });

  it("rejects anything without exactly one @ between a user and a dotted domain", () => {
    const noAt = fc.string().filter((text) => !text.includes("@"));
    fc.assert(fc.property(noAt, (text) => !isWaitlistEmail(text)));
    fc.assert(fc.property(USER, LABEL, (user, label) => !isWaitlistEmail(`${user}@${label}`)));
    fc.assert(fc.property(USER, LABEL, (user, label) => !isWaitlistEmail(`${user}@@${label}.com`)));
  });

  it.each([
    ["shopper@example.com", true],
    ["a.b+c@mail.example.info", true],
    ["shopper@example", false],
    ["shopper@example.c", false],
    ["shopper@example.museum", false],
    ["shop per@example.com", false],
    ["", false],
  ])("%s → %s", (email, ok) => expect(isWaitlistEmail(email)).toBe(ok));
});
