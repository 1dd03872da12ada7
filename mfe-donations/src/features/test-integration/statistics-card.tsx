import { formatIndianNumber, formatRupees } from '@temple/shared';
import { Box, SimpleGrid, Skeleton, Text } from '@temple/shared/ui-base';
import { useCachedQuery } from '../api-cache';
import { SectionCard, STATUS_APPEARANCE } from '../payment-status';
import { INTEGRATION_MESSAGES } from './integration-messages';
import { statisticsQuery } from './integration-queries';

function Figure({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Box>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={28} mt={4} width="70%" />
      ) : (
        // A large sum in enlarged text is wider than its column: it breaks rather than being cut.
        <Text fz={24} fw={700} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      )}
    </Box>
  );
}

/** Donation statistics from GET /api/donations/stats; total donors is totalDonations. */
export function StatisticsCard() {
  const { state: statistics } = useCachedQuery(statisticsQuery);
  const data = statistics.status === 'ready' ? statistics.data : undefined;
  return (
    <SectionCard title="Donation Statistics">
      {statistics.status === 'failed' ? (
        <Text c={STATUS_APPEARANCE.FAILED.heading} role="alert">
          {INTEGRATION_MESSAGES.statisticsFailed(statistics.error)}
        </Text>
      ) : (
        <SimpleGrid
          type="container"
          cols={{ base: 1, '18em': 2, '36em': 4 }}
          aria-busy={statistics.status === 'loading'}
        >
          <Figure label="Total Amount" value={data && formatRupees(data.totalAmount)} />
          <Figure label="Total Donors" value={data && formatIndianNumber(data.totalDonations)} />
          <Figure label="Total Shilas" value={data && formatIndianNumber(data.totalShilas)} />
          <Figure label="Average Donation" value={data && formatRupees(data.averageDonation)} />
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
