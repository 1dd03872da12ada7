import { List, Stack, Text, Title } from '@temple/shared/ui-base';
import type { ReactNode } from 'react';
import type { LegalSection as Section } from './legal-content';

/** A little room above a heading scrolled to by its hash (the shell keeps it clear of its header). */
const SCROLL_MARGIN = { scrollMarginTop: 24 };

export function LegalSectionBlock({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} style={SCROLL_MARGIN}>
        {heading}
      </Title>
      {children}
    </Stack>
  );
}

export function LegalSectionText({ section }: { section: Section }) {
  return (
    <LegalSectionBlock id={section.id} heading={section.heading}>
      {section.paragraphs?.map((paragraph) => (
        <Text key={paragraph} lh={1.7}>
          {paragraph}
        </Text>
      ))}
      {section.list && (
        <List spacing={4} lh={1.6}>
          {section.list.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </LegalSectionBlock>
  );
}
