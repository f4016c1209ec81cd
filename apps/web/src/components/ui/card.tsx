import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';

/**
 * A card may always shrink to the column it is in (`min-w-0`): as a grid or flex item it would otherwise be as
 * wide as its longest unbroken line, a truncated item name included, and push the page past a phone's screen.
 */
export function Card({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <section
      className={clsx(
        'min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
      {...props}
    />
  );
}

interface CardHeaderProps {
  title: ReactNode;
  /** Lets the surrounding card be labelled by its heading. */
  titleId?: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** Heading level, so every page keeps a correct outline. */
  level?: 2 | 3;
}

export function CardHeader({ title, titleId, description, icon, action, level = 2 }: CardHeaderProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="flex items-start justify-between gap-3 px-5 pt-5">
      <div className="flex items-start gap-3">
        {icon}
        <div>
          <Heading id={titleId} className="text-base font-semibold text-slate-900 dark:text-slate-50">
            {title}
          </Heading>
          {description ? (
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{description}</p>
          ) : null}
        </div>
      </div>
      {action}
    </div>
  );
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx('p-5', className)} {...props} />;
}
