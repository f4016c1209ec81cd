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
