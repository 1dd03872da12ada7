import { Box, Group, Skeleton, Text } from '@temple/shared/ui-base';
import { type ReactNode, useEffect, useState } from 'react';
import { SectionCard } from '../payment-status';
import { type DeployedRelease, readDeployedReleases } from './deployed-releases';

/** Set at build time from MF_BUILD_VERSION or the package version (shared build preset). */
const THIS_RELEASE = import.meta.env.APP_RELEASE ?? 'development';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    // The release goes under its name when the two do not fit one line (large text, a phone).
    <Group justify="space-between" py={6} gap={4}>
      <Text component="dt" size="sm" c="gray.7" ff="monospace">
        {label}
      </Text>
      <Text component="dd" m={0} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** The release of this page's code and of every deployed remote. */
export function ReleasesCard() {
  const [releases, setReleases] = useState<DeployedRelease[] | undefined>();
  useEffect(() => {
    let current = true;
    void readDeployedReleases().then((found) => {
      if (current) setReleases(found);
    });
    return () => {
      current = false;
    };
  }, []);
  return (
    <SectionCard title="Releases">
      <Box component="dl" m={0}>
        <Row label="This page (mfe_donations)">{THIS_RELEASE}</Row>
        {releases === undefined ? (
          <Skeleton height={24} mt={6} aria-label="Reading remote manifests" />
        ) : (
          releases.map(({ remote, release }) => (
            <Row key={remote} label={remote}>
              {release.ok ? release.version : `unavailable: ${release.reason}`}
            </Row>
          ))
        )}
      </Box>
    </SectionCard>
  );
}
