import { Box, Group, Paper, Stack, Text, Title } from '@temple/shared/ui-base';
import type { ReactNode } from 'react';

/** The page when there is no status to show: invalid link, loading, or trouble. */
export function StatusNotice({
  icon,
  title,
  message,
  children,
}: {
  icon: ReactNode;
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="sm">
        <Box c="maroon.8" lh={0}>
          {icon}
        </Box>
        <Title order={1} fz={{ base: 24, sm: 30 }} tabIndex={-1}>
          {title}
        </Title>
        <Text c="gray.7">{message}</Text>
        {children && (
          <Group justify="center" gap="sm" mt="xs">
            {children}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
