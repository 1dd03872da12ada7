import { Box, Container, Stack, Text, Title } from '@temple/shared/ui-base';
import type { ReactNode } from 'react';
import classes from './page-hero.module.css';

export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  subtitle: string;
  /** Buttons and badges under the text. */
  children?: ReactNode;
}

/** The top of a contribution page: a light, self-drawn backdrop instead of a heavy video. */
export function PageHero({ eyebrow, title, subtitle, children }: PageHeroProps) {
  return (
    <Box component="section" className={classes.hero} py={{ base: 48, sm: 80 }}>
      <div className={classes.glow} aria-hidden="true" />
      <Container size="lg" className={classes.content}>
        <Stack gap="md" maw={720}>
          {eyebrow && (
            <Text tt="uppercase" fw={700} size="sm" c="saffron.2" style={{ letterSpacing: 1.5 }}>
              {eyebrow}
            </Text>
          )}
          <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.15}>
            {title}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="gray.1">
            {subtitle}
          </Text>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
