import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import type { AnswerLayout } from './answer-layout';

interface AnswerSectionProps {
  title: string;
  layout: AnswerLayout;
  children: ReactNode;
  'data-testid'?: string;
}

/** A titled part of an answer, labelled by its heading: a card, or a section inside the screen's own card. */
export function AnswerSection({ title, layout, children, 'data-testid': testId }: AnswerSectionProps) {
  const id = useId();
  if (layout === 'cards')
    return (
      <Card aria-labelledby={id} data-testid={testId}>
        <CardHeader title={title} titleId={id} />
        <CardContent>{children}</CardContent>
      </Card>
    );
  return (
    <section aria-labelledby={id} data-testid={testId} className="space-y-2">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
