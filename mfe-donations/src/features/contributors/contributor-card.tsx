import { type Contributor, formatRupees } from '@temple/shared';
import { Paper, Stack, Text } from '@temple/shared/ui-base';

/** One devotee: name, place, what and how much they gave. */
export function ContributorCard({ contributor }: { contributor: Contributor }) {
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Stack gap={4}>
        <Text fw={700} lineClamp={1}>
          {contributor.donorName}
        </Text>
        {contributor.location && (
          <Text size="sm" c="dark.5" lineClamp={1}>
            {contributor.location}
          </Text>
        )}
        <Text fw={800} c="maroon.9">
          {contributor.formattedAmount || formatRupees(contributor.amount)}
        </Text>
        {contributor.donationDescription && (
          <Text size="sm" c="dark.6" lineClamp={1}>
            {contributor.donationDescription}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
