import { ROLES } from '../roles';

/** Every kind of account (spec 000 section 6): the four staff roles and the default user (Basic Access). */
export const ACCOUNT_ROLES = [...ROLES, 'user'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Spec 000 section 6: the title and permission labels each role shows on its profile. */
export const ROLE_TITLES: Record<AccountRole, string> = {
  admin: 'System Administrator',
  manager: 'Inventory Manager',
  staff: 'Medical Staff',
  supplier: 'Medicine Supplier',
  user: 'Default User',
};

export const ROLE_PERMISSION_LABELS: Record<AccountRole, readonly string[]> = {
  admin: ['Full System Access', 'User Management', 'Security Settings', 'Analytics'],
  manager: ['Inventory Management', 'Staff Supervision', 'Reports Access', 'Settings Control'],
  staff: ['Patient Care', 'Inventory Access', 'Schedule Management', 'Notifications'],
  supplier: ['Product Management', 'Order Processing', 'Analytics Access', 'Communication'],
  user: ['Basic Access', 'Profile Management'],
};

/**
 * The concrete actions behind those labels. Every API route declares one of these, `signedIn` (any account, for
 * its own profile, settings, notifications and security) or `public` (sign-in, health, marketplace browsing).
 */
export const PERMISSIONS = [
  /** Inventory lists, items, stock cards, lots, suppliers, alerts, summaries and exports; the dashboard. */
  'inventory.view',
  /** Record usage (issues) and stocktake counts: a ward's daily work. */
  'inventory.record',
  /** Create, edit, archive and import items; receipts, adjustments and write-offs; suppliers. */
  'inventory.manage',
  /** Dismiss alerts and run the alert check. */
  'alerts.manage',
  /** Read purchase orders. */
  'orders.view',
  /** Create, send, cancel, auto-generate and receive purchase orders. */
  'orders.manage',
  /** RFID tags, statistics and analytics. */
  'rfid.view',
  /** Create, assign, edit and export tags; run the unseen-tag check. */
  'rfid.manage',
  /** Post reader scans (people, or readers with an API token scoped `rfid:scan`). */
  'rfid.scan',
  /** Buy, sell, rate, follow orders, upload listing metadata, the supplier dashboard, link a wallet. */
  'marketplace.trade',
  /** Receive a marketplace order into inventory (also needs to be the order's buyer through a linked wallet). */
  'marketplace.receive',
  /** Create and invite accounts, change roles, disable, reset 2FA. */
  'users.manage',
  /** Every account's sessions, the audit log, API tokens. */
  'security.manage',
  /** The medicine assistant (typed and voice): medicines, recommendations, raising and reading restocking requests. */
  'medicine.advise',
  /**
   * The memory companion (issue 16) for one's own memories, tasks and report: a patient (the default user) and
   * staff and above, who use it for patients (`patients.care`). Suppliers have none of it.
   */
  'memory.use',
  /** Act for any patient: in the memory companion (tell, ask, tasks, report) and in skin analysis. */
  'patients.care',
  /** Carer alerts of the patients' memory companion (issue 16): read and acknowledge. */
  'patients.carerAlerts',
  /**
   * Skin lesion analysis (issue 17) of one's own photos, their history, overlays and thumbnails: a patient (the
   * default user) and staff and above, who analyse for patients with `patients.care`. Suppliers have none of it.
   */
  'skin.analyse',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What a route needs: nobody, any signed-in account, or a permission. */
export type RouteAccess = 'public' | 'signedIn' | Permission;

const STAFF: readonly Permission[] = [
  'inventory.view',
  'inventory.record',
  'orders.view',
  'rfid.view',
  'rfid.scan',
  'marketplace.trade',
  'medicine.advise',
  'memory.use',
  'patients.care',
  'patients.carerAlerts',
  'skin.analyse',
];

const MANAGER: readonly Permission[] = [
  ...STAFF,
  'inventory.manage',
  'alerts.manage',
  'orders.manage',
  'rfid.manage',
  'marketplace.receive',
];

/** The permission matrix: which role may do what. Admin has Full System Access. */
export const ROLE_PERMISSIONS: Record<AccountRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  manager: MANAGER,
  staff: STAFF,
  supplier: ['marketplace.trade'],
  user: ['memory.use', 'skin.analyse'],
};

export function roleCan(role: AccountRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Movements `inventory.record` allows (a ward's usage and counts); receipts and adjustments need `inventory.manage`. */
export const RECORDABLE_MOVEMENT_KINDS: readonly string[] = ['issue', 'stocktake'];

/** Scopes an admin can give an API token, and the permission each grants. A token never acts as a person. */
export const TOKEN_SCOPES = {
  'rfid:scan': 'rfid.scan',
  'inventory:read': 'inventory.view',
} as const satisfies Record<string, Permission>;
export type TokenScope = keyof typeof TOKEN_SCOPES;
export const TOKEN_SCOPE_NAMES = Object.keys(TOKEN_SCOPES) as TokenScope[];
