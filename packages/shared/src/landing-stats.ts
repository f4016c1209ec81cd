/** Landing stats strip (spec 000 section 1): marketing figures kept as the spec gives them. */
export const LANDING_STATS = [
  { key: 'items', value: '1,247' },
  { key: 'uptime', value: '99.9%' },
  { key: 'support', value: '24/7' },
  { key: 'partners', value: '50+' },
] as const;
