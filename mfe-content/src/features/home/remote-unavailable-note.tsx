import { Button, Group, Link, Paper, Text } from '@temple/shared/ui-base';

/** What the home page shows in place of a part of mfe-donations that cannot load. */
export function RemoteUnavailableNote({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Paper withBorder radius="md" p="lg" bg="saffron.0" data-testid="donations-placeholder">
      <Text mb="sm">{message}</Text>
      <Group gap="sm">
        <Button component={Link} to="/mandir-nirman-seva">
          Go to Mandir Nirman Seva
        </Button>
        <Button variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Paper>
  );
}
