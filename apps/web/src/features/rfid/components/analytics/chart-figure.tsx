import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

interface ChartFigureProps {
  title: string;
  /** Id for the heading, which names the figure (and the data table inside it). */
  titleId: string;
  description?: ReactNode;
  children: ReactNode;
}

/** A chart card: a figure named by its heading, which sits in the caption. */
export function ChartFigure({ title, titleId, description, children }: ChartFigureProps) {
  return (
    <Card>
      <figure aria-labelledby={titleId}>
        <figcaption>
          <CardHeader title={title} titleId={titleId} description={description} />
        </figcaption>
        <CardContent>{children}</CardContent>
      </figure>
    </Card>
  );
}
