/** Spec 000 section 2.1 and 001 section 2. Aliases render the same screen. */
export const ROUTES = {
  home: '/',
  marketplace: '/marketplace',
  supplier: '/supplier',
  infiniteMemory: '/infinite-memory',
  infiniteMemoryDemo: '/infinite-memory-demo',
  predictions: '/ml-predictions',
  predictionsAlias: '/enhanced-ml-predictions',
  medicine: '/medicine-recommendation',
  medicineAlias: '/enhanced-medicine-ai',
  skin: '/skin-analysis',
  voice: '/voice-medicine',
  inventory: '/inventory',
  rfid: '/rfid',
  profile: '/profile',
  settings: '/settings',
} as const;

/** Header links in the spec's order (spec 000 section 2.2). `labelKey` is an i18n key under `nav.`. */
export const HEADER_LINKS = [
  { to: ROUTES.infiniteMemory, labelKey: 'infiniteMemory' },
  { to: ROUTES.predictions, labelKey: 'predictions' },
  { to: ROUTES.medicine, labelKey: 'medicine' },
  { to: ROUTES.inventory, labelKey: 'inventory' },
  { to: ROUTES.rfid, labelKey: 'rfid' },
  { to: ROUTES.skin, labelKey: 'skin' },
  { to: ROUTES.voice, labelKey: 'voice' },
  { to: ROUTES.marketplace, labelKey: 'marketplace' },
] as const;

/** Screens of signing in and of administration (issue 13); not in the spec's route table. */
export const AUTH_ROUTES = {
  signIn: '/sign-in',
  setup: '/setup',
  invite: '/invite',
  adminUsers: '/admin/users',
  adminSecurity: '/admin/security',
} as const;

/**
 * Screens anyone may open without a session: the landing page (its live cards need one), marketplace browsing
 * (spec 000 section 6), and signing in. Every other screen sends a visitor to sign in first.
 */
export const PUBLIC_PATHS: readonly string[] = [
  ROUTES.home,
  ROUTES.marketplace,
  AUTH_ROUTES.signIn,
  AUTH_ROUTES.setup,
  AUTH_ROUTES.invite,
];

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.includes(path);
}

/**
 * Where to go after signing in: a path of this site from `?next=`, never another site (`//evil.example`,
 * `/\evil.example`, `https://…`) and never back to the sign-in screens; the home page otherwise.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return ROUTES.home;
  if ([...next].some((c) => c.charCodeAt(0) < 0x20)) return ROUTES.home;
  const path = next.split(/[?#]/)[0] ?? '';
  if (path === AUTH_ROUTES.signIn || path === AUTH_ROUTES.setup || path === AUTH_ROUTES.invite)
    return ROUTES.home;
  return next;
}
