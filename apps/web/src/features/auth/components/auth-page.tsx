import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** The frame of the sign-in screens: one narrow card with the screen's heading. */
export function AuthPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md">
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{description}</p>
        ) : null}
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  );
}
