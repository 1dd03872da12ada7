import { DONATION_HUB_PATH } from '@temple/shared/core';
import { Button, Group, Link, Paper, Text } from '@temple/shared/ui-base';

/**
 * What the home page shows in place of a part of mfe-donations that cannot load. Unlike the
 * site's unavailable panel it leads to the donation hub too, where the visitor can still give.
 */
export function RemoteUnavailableNote({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Paper role="alert" withBorder radius="md" p="lg" bg="saffron.0" data-testid="donations-placeholder">
      <Text mb="sm">{message}</Text>
      <Group gap="sm">
        <Button component={Link} to={DONATION_HUB_PATH}>
          Go to Mandir Nirman Seva
        </Button>
        <Button variant="default" onClick={onRetry}>
          Retry
        </Button>
      </Group>
    </Paper>
  );
}
