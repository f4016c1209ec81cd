/**
 * A request's query string from the values that are set, in the order given: `?a=1&b=x`, or '' when none is.
 * Unset means undefined, null, '' or false (a flag is sent only when true), so the server applies its defaults.
 */
export function toSearchParams(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '' && value !== false)
      params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
