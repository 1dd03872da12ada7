import { Card, Title } from '@temple/shared/ui-base';
import { type ReactNode, useId } from 'react';

/** A bordered card that is a named region: its heading labels it for assistive technology. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Title order={2} fz="h3" id={headingId} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
