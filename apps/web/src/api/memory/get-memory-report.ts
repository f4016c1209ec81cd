import { MEMORY_REPORT_DEFAULT_DAYS, type MemoryReport } from '@careledger/shared';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

/** Spec "Memory report" over the last `days` days (3 unless asked). */
export function getMemoryReport(userId: string, days = MEMORY_REPORT_DEFAULT_DAYS): Promise<MemoryReport> {
  return api.get(
    `/memory/memory-report/${encodeURIComponent(userId)}?days=${days}`,
    responseSchema('api/memory', 'memoryReportSchema'),
  );
}
