import { useState } from 'react';
import { Button, Paper, Stack, Text, Title } from './mantine-base';

export interface SectionUnavailableProps {
  onRetry: () => void;
  title?: string;
  text?: string;
  compact?: boolean;
}

/** What a visitor sees when a part of the site cannot be loaded right now. */
export function SectionUnavailable({
  onRetry,
  title = 'This section is temporarily unavailable',
  text = 'We could not load this part of the site. The rest of the site works as usual; please try again in a moment.',
  compact = false,
}: SectionUnavailableProps) {
  const [retrying, setRetrying] = useState(false);
  return (
    <Paper
      role="alert"
      withBorder
      radius="md"
      p={compact ? 'md' : 'xl'}
      my={compact ? 'md' : 'xl'}
      mx="auto"
      maw={640}
      data-testid="section-unavailable"
    >
      <Stack align="center" gap="sm" ta="center">
        <Title order={compact ? 3 : 2}>{title}</Title>
        <Text c="dimmed">{text}</Text>
        <Button
          loading={retrying}
          onClick={() => {
            setRetrying(true);
            onRetry();
          }}
        >
          Retry
        </Button>
      </Stack>
    </Paper>
  );
}
