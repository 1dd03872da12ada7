import { Anchor, Link, List, Paper, Text } from '@temple/shared/ui-base';

export interface TocEntry {
  id: string;
  heading: string;
}

/** "On this page": hash links to each heading; the shell scrolls to the target. */
export function LegalToc({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <Paper component="nav" aria-labelledby="legal-toc-title" withBorder radius="md" p="md" bg="saffron.0">
      <Text id="legal-toc-title" fw={700} mb="xs">
        On this page
      </Text>
      <List type="ordered" spacing={4} size="sm">
        {entries.map((entry) => (
          <List.Item key={entry.id}>
            <Anchor component={Link} to={{ hash: entry.id }} size="sm">
              {entry.heading}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
