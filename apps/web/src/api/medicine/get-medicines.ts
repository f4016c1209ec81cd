import type { MedicineListQuery, MedicinePage } from '@careledger/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

/** Medicines (inventory items with a clinical profile), with live stock, filtered by name and category. */
export function getMedicines(query: MedicineListQuery = {}): Promise<MedicinePage> {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.category) params.set('category', query.category);
  if (query.page) params.set('page', String(query.page));
  if (query.pageSize) params.set('pageSize', String(query.pageSize));
  const search = params.toString();
  return api.get(
    `/medicine/all${search ? `?${search}` : ''}`,
    responseSchema('api/medicine', 'medicinePageSchema'),
  );
}

export function useMedicines(query: MedicineListQuery = {}) {
  return useQuery({
    queryKey: queryKeys.medicine.list(query),
    queryFn: () => getMedicines(query),
    placeholderData: keepPreviousData,
  });
}
