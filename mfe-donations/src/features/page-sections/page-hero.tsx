import { HeroPoster, HeroVideo, type HeroVideoMedia } from '@temple/shared/hero-video';
import { Box, Container, Stack, Text, Title } from '@temple/shared/ui-base';
import type { ReactNode } from 'react';
import classes from './page-hero.module.css';

export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  subtitle: string;
  /** Buttons and badges under the text. */
  children?: ReactNode;
  /** A muted background loop over the drawn backdrop (the seva pages have one). */
  video?: HeroVideoMedia;
}

/**
 * The top of a contribution page: a self-drawn backdrop and the loop's poster that paint
 * at once, and, once the page is idle, the page's background loop over them.
 */
export function PageHero({ eyebrow, title, subtitle, children, video }: PageHeroProps) {
  return (
    <Box component="section" className={classes.hero} py={{ base: 48, sm: 80 }}>
      <div className={classes.glow} aria-hidden="true" />
      {video && (
        <>
          <HeroPoster media={video} className={classes.poster} />
          <HeroVideo media={video} className={classes.video} />
        </>
      )}
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
