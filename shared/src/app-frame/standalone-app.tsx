import { getRouteTable, type RemoteModuleId } from '@temple/shared/core';
// Through the package name: the one shared instance of the kit's base.
import { Anchor, Badge, Box, Group, Link, ScrollToTarget, SitePages, Text } from '@temple/shared/ui-base';
import { DonationDialogSlot } from './donation-dialog-slot';
import { StandaloneNotFound } from './standalone-not-found';

export interface StandaloneAppProps {
  /** The remote's federation name, shown in the bar. */
  remote: string;
  /** The module of the donation dialog that `openDonation` opens. */
  donationDialog: RemoteModuleId;
}

/**
 * A remote on its own page, for its team and QA: the same providers, paths and pages
 * as in the shell, under a slim bar that says which remote this is.
 */
export function StandaloneApp({ remote, donationDialog }: StandaloneAppProps) {
  const { routes } = getRouteTable();
  return (
    <>
      <Box component="header" bg="dark.7" c="white" px="md" py={6}>
        <Group gap="sm" wrap="wrap">
          <Badge color="saffron.3" c="dark.9" variant="filled">
            {remote} · standalone
          </Badge>
          <Text component="nav" aria-label="Pages of this remote" size="sm">
            {routes.map((route) => (
              <Anchor key={route.path} component={Link} to={route.path} c="white" mr="md" size="sm">
                {route.path}
              </Anchor>
            ))}
          </Text>
        </Group>
      </Box>
      <ScrollToTarget />
      <main id="main-content" tabIndex={-1} className="mantine-focus-never">
        <SitePages notFound={<StandaloneNotFound remote={remote} firstPage={routes[0]?.path ?? '/'} />} />
      </main>
      <DonationDialogSlot dialog={donationDialog} />
    </>
  );
}
