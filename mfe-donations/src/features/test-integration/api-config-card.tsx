import { getRuntimeConfig } from '@temple/shared/core';
import { Badge, Box, Group, Text } from '@temple/shared/ui-base';
import { SectionCard, STATUS_APPEARANCE } from '../payment-status';

/** Where the site sends its calls, from the runtime configuration ("" is this page's own origin). */
export function ApiConfigCard() {
  const { apiBaseUrl, production } = getRuntimeConfig();
  return (
    <SectionCard title="API Configuration">
      <Box component="dl" m={0}>
        <Group justify="space-between" py={6} wrap="nowrap">
          <Text component="dt" size="sm" c="gray.7">
            Backend URL
          </Text>
          <Text component="dd" m={0} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {apiBaseUrl || window.location.origin}
          </Text>
        </Group>
        <Group justify="space-between" py={6}>
          <Text component="dt" size="sm" c="gray.7">
            Production Environment
          </Text>
          <Text component="dd" m={0}>
            <Badge color={production ? STATUS_APPEARANCE.SUCCESS.heading : 'gray.7'} variant="filled">
              {production ? 'Yes' : 'No'}
            </Badge>
          </Text>
        </Group>
      </Box>
    </SectionCard>
  );
}
