/** Fixed offsets from the seed's reference time keep the demo data deterministic and always recent. */
export function ago(now: Date, { days = 0, hours = 0, minutes = 0 }): Date {
  return new Date(now.getTime() - ((days * 24 + hours) * 60 + minutes) * 60_000);
}

/** A calendar date (YYYY-MM-DD, UTC) `days` after the reference time. */
export function dateAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
