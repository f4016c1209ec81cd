import type { ReactNode } from 'react';

/** A validation message under a field, announced when it appears. */
export function FieldMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm text-red-700 dark:text-red-300">
      {children}
    </p>
  );
}
