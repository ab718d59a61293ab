/**
 * Days from now to the same time `months` calendar months on, in local time: how long Popup
 * Maker's "1 month" and "1 year" cookies last when set now (30 or 31 days; 365 or 366).
 */
export function daysToMonthsOn(months: number, now = new Date()): number {
  const later = new Date(now);
  later.setMonth(later.getMonth() + months);
  return Math.round((later.getTime() - now.getTime()) / 86_400_000);
}
