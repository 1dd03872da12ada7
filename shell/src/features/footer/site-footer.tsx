import { TRUST } from '@temple/shared/core';
import { Anchor, Box, Container, Divider, Grid, Link, Stack, Text, Title } from '@temple/shared/ui-base';
import { ContributeButton } from '../header/contribute-button';
import { TempleMark } from '../header/site-logo';
import { FOOTER_COLUMNS } from './footer-links';
import classes from './site-footer.module.css';
import { SocialLinks } from './social-links';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" id="site-footer" className={classes.footer}>
      <Container size="xl" py={48}>
        <Grid gap={32}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="sm">
              <Box c="white" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <TempleMark />
                <Text component="p" fw={800} fz="lg" ff="heading">
                  {TRUST.trustName}
                </Text>
              </Box>
              <Text size="sm" className={classes.muted}>
                {TRUST.about}
              </Text>
              <Box component="address" className={classes.address}>
                <Text size="sm">{TRUST.address}</Text>
                <Text size="sm">
                  E-mail:{' '}
                  <Anchor href={`mailto:${TRUST.email}`} c="saffron.1">
                    {TRUST.email}
                  </Anchor>
                </Text>
                <Text size="sm">
                  Phone:{' '}
                  <Anchor href={TRUST.phoneHref} c="saffron.1">
                    {TRUST.phone}
                  </Anchor>
                </Text>
              </Box>
              <SocialLinks />
            </Stack>
          </Grid.Col>
          {FOOTER_COLUMNS.map((column) => (
            <Grid.Col key={column.title} span={{ base: 6, sm: 4, md: 'auto' }}>
              <Title order={2} fz="md" c="white" mb="sm">
                {column.title}
              </Title>
              <Stack component="ul" gap={6} className={classes.list}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Anchor component={Link} to={link.to} size="sm" c="saffron.1">
                      {link.label}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            </Grid.Col>
          ))}
          <Grid.Col span={{ base: 12, md: 'content' }}>
            <Stack gap="sm" maw={260}>
              <Title order={2} fz="md" c="white">
                Be part of the temple
              </Title>
              <Text size="sm" className={classes.muted}>
                Every Shila, every sq. unit and every Amrit Bhog carries the temple forward. Receipts qualify
                under Section 80G.
              </Text>
              <ContributeButton />
            </Stack>
          </Grid.Col>
        </Grid>
        <Divider my="lg" color="rgba(255,255,255,0.2)" />
        <Text size="xs" className={classes.muted} ta="center">
          © {year} {TRUST.trustName}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
