export const ROLES = ['admin', 'manager', 'staff', 'supplier'] as const;
export type Role = (typeof ROLES)[number];

/** Spec 000 section 2.2: the prototype's header fixed the role to admin; CareLedger shows the signed-in account's. */
export const CURRENT_ROLE: Role = 'admin';

/**
 * Role-specific links in the user menu (spec 000 section 2.2). /admin/users and /admin/security are real screens;
 * the others are not routes, so each shows not-found. The default user ('user') has none.
 */
export const ROLE_MENU_LINKS: Record<Role | 'user', readonly string[]> = {
  admin: ['/admin/settings', '/admin/users', '/admin/analytics', '/admin/security'],
  manager: ['/manager/inventory-settings', '/manager/staff', '/manager/reports', '/manager/notifications'],
  staff: ['/staff/profile', '/staff/schedule', '/staff/inventory', '/staff/notifications'],
  supplier: ['/supplier/dashboard', '/supplier/products', '/supplier/orders', '/supplier/analytics'],
  user: [],
};

/**
 * Role Settings tab (spec 000 section 6). Labels and values are spec text; the web app shows them through
 * i18n keys derived from `key`.
 */
export const ROLE_SETTINGS: Record<Role, readonly { key: string; label: string; value: string }[]> = {
  admin: [
    { key: 'databaseBackup', label: 'Database Backup', value: 'Daily' },
    { key: 'securityLevel', label: 'Security Level', value: 'High' },
    { key: 'userRegistration', label: 'User Registration', value: 'Enabled' },
    { key: 'apiAccess', label: 'API Access', value: 'Restricted' },
  ],
  manager: [
    { key: 'lowStockAlerts', label: 'Low Stock Alerts', value: 'Enabled' },
    { key: 'autoReorder', label: 'Auto Reorder', value: 'Enabled' },
    { key: 'reportGeneration', label: 'Report Generation', value: 'Weekly' },
  ],
  staff: [
    { key: 'shift', label: 'Shift', value: 'Day Shift' },
    { key: 'break', label: 'Break', value: '30 min' },
    { key: 'inventoryAccess', label: 'Inventory Access', value: 'Limited' },
    { key: 'patientRecords', label: 'Patient Records', value: 'Read-only' },
  ],
  supplier: [
    { key: 'productCatalog', label: 'Product Catalog', value: 'Enabled' },
    { key: 'pricingUpdates', label: 'Pricing Updates', value: 'Enabled' },
    { key: 'marketUpdates', label: 'Market Updates', value: 'Weekly' },
  ],
};
