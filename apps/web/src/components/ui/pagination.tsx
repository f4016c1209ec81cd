import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The words around the page buttons, in the caller's namespace. */
export interface PaginationLabels {
  label: string;
  previous: string;
  next: string;
  page: (page: number, pages: number) => string;
}

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
}

/** Previous / "Page n of m" / Next; nothing at all when everything fits on one page. */
export function Pagination({ page, pageSize, total, onPageChange, labels }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.label} className="flex items-center justify-end gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {labels.previous}
      </Button>
      <span className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        {labels.page(page, pages)}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {labels.next}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
