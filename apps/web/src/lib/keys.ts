/** "Full System Access" -> "fullSystemAccess", "inventory-settings" -> "inventorySettings": i18n key segments. */
export function camelKey(text: string): string {
  const words = text.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

/** "/admin/inventory-settings" -> "admin.inventorySettings". */
export function pathKey(path: string): string {
  return path.split('/').filter(Boolean).map(camelKey).join('.');
}

/** A readable fallback for a key no translation names yet: "activeSessions" -> "Active sessions". */
export function humanizeKey(key: string): string {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}
