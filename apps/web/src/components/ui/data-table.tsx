import type { ReactNode } from 'react';

interface DataTableProps {
  /** Names the table for screen readers (not shown). */
  caption?: string;
  /** The column headings, in order. */
  columns: readonly string[];
  /** The body rows. */
  children: ReactNode;
  'data-testid'?: string;
}

/** A table of records that scrolls sideways on narrow screens: caption, one header row, divided body rows. */
export function DataTable({ caption, columns, children, ...rest }: DataTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={rest['data-testid']}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase dark:border-slate-700 dark:text-slate-400">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}
