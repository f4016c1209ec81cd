/** Today as YYYY-MM-DD (UTC): the day alert rules and expiry count from. */
export function todayOf(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
