import { STOCK_STATUS_FILTERS, type StockStatusFilter } from '@careledger/shared';
import { useSearchParams } from 'react-router';

/** The `status` search parameter of /inventory, so a link (the overview's "See all") can open a filtered list. */
export const STATUS_PARAM = 'status';

export function parseStatusFilter(value: string | null): StockStatusFilter | undefined {
  return STOCK_STATUS_FILTERS.find((status) => status === value);
}

/** The supplies status filter, kept in the address: undefined shows every status. */
export function useStatusFilter() {
  const [params, setParams] = useSearchParams();
  const status = parseStatusFilter(params.get(STATUS_PARAM));
  const setStatus = (next: StockStatusFilter | undefined) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(STATUS_PARAM, next);
        else updated.delete(STATUS_PARAM);
        return updated;
      },
      { replace: true },
    );
  return { status, setStatus };
}
