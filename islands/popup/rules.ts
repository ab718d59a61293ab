/**
 * The rest of Popup Maker's rules for an open (docs/behaviour/popup.md#opening), checked by the
 * island's code before it opens (the arm checked the trigger's cookies): the conditions pass and
 * the device is not one the popup is switched off on.
 */
import { isObject } from "../../src/contract/validate";

export interface Targeting {
  /** Groups of conditions: every group must have one that passes. */
  conditions: readonly unknown[];
  mobileDisabled: boolean;
  tabletDisabled: boolean;
}

/**
 * Popup Maker's checkConditions with no condition script of its own in the browser: a condition
 * with a target passes (an unknown one is let through), one without fails, `not_operand` inverts
 * it; a group passes when one of its conditions does, and every group must pass (none: every page).
 */
export const conditionsPass = (groups: readonly unknown[]): boolean =>
  groups.every((group) => Array.isArray(group) && group.some((condition) => isObject(condition) && Boolean(condition.target) !== Boolean(condition.not_operand)));

const PHONE = /iPhone|iPod|Android.*Mobile|Windows Phone|IEMobile|BlackBerry|Opera Mini/i;
const TABLET = /iPad|Tablet|Kindle|Silk|PlayBook|Android(?!.*Mobile)/i;

/** The popup is switched off on this kind of device. */
export const deviceDisabled = (targeting: Omit<Targeting, "conditions">, userAgent = navigator.userAgent): boolean =>
  (targeting.mobileDisabled && PHONE.test(userAgent)) || (targeting.tabletDisabled && TABLET.test(userAgent));

/** The popup may open on this page, on this device. */
export const targetingPasses = (targeting: Targeting, userAgent = navigator.userAgent): boolean => conditionsPass(targeting.conditions) && !deviceDisabled(targeting, userAgent);
