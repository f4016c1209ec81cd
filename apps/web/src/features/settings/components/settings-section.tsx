import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

interface SettingsSectionProps {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}

export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader title={title} titleId={id} description={description} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
