import { Badge, Group, Loader, Text } from '@temple/shared/ui-base';
import { useCachedQuery } from '../api-cache';
import { SectionCard, STATUS_APPEARANCE } from '../payment-status';
import { isHealthy, INTEGRATION_MESSAGES as TEXT } from './integration-messages';
import { healthQuery } from './integration-queries';

function BackendStatus() {
  const { state: health } = useCachedQuery(healthQuery);
  switch (health.status) {
    case 'loading':
      return (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text>{TEXT.checking}</Text>
        </Group>
      );
    case 'failed':
    case 'retrying':
      return (
        <>
          <Text c={STATUS_APPEARANCE.FAILED.heading} fw={600}>
            {TEXT.failed}
          </Text>
          <Text size="sm" c="gray.7">
            {health.error}
          </Text>
        </>
      );
    case 'ready': {
      const healthy = isHealthy(health.data.status);
      return (
        <Group gap="sm">
          <Text c={healthy ? STATUS_APPEARANCE.SUCCESS.heading : 'gray.8'} fw={600}>
            {healthy ? TEXT.connected : TEXT.unverified}
          </Text>
          <Badge color={healthy ? STATUS_APPEARANCE.SUCCESS.heading : 'gray.7'} variant="filled">
            {health.data.status}
          </Badge>
        </Group>
      );
    }
  }
}

/** Whether the site can reach its backend: GET /health. */
export function BackendStatusCard() {
  return (
    <SectionCard title="Backend Connection">
      <div role="status" aria-live="polite">
        <BackendStatus />
      </div>
    </SectionCard>
  );
}
