import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** A titled part of an answer, labelled by its heading. */
export function ResultSection({
  title,
  children,
  'data-testid': testId,
}: {
  title: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const id = useId();
  return (
    <Card aria-labelledby={id} data-testid={testId}>
      <CardHeader title={title} titleId={id} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
