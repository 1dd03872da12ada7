import { Box, Container, Group } from '@temple/shared/ui-base';
import { ContributeButton } from './contribute-button';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import classes from './site-header.module.css';
import { SiteLogo } from './site-logo';

export function SiteHeader() {
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <SiteLogo />
          <DesktopNav />
          <Group gap="xs" wrap="nowrap">
            <ContributeButton className={classes.contribute} />
            <MobileMenu />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
