/** An inventory item to offer first in the receive dialog. */
export interface SuggestedItem {
  id: number;
  name: string;
}

const normalise = (name: string) => name.trim().toLocaleLowerCase();

/**
 * Which inventory item a delivered purchase most likely goes into (issue 12 item 10): the item the listing was
 * made from, else the one item whose name is exactly the product's (ignoring case and outer spaces). Two items
 * with that name are a real choice, so none is preselected.
 */
export function suggestReceivingItem({
  linked,
  candidates,
  productName,
}: {
  linked: SuggestedItem | null;
  candidates: readonly SuggestedItem[];
  productName: string | null;
}): SuggestedItem | null {
  if (linked) return linked;
  if (!productName?.trim()) return null;
  const exact = candidates.filter((item) => normalise(item.name) === normalise(productName));
  return exact.length === 1 ? (exact[0] ?? null) : null;
}
