import { Container, Stack, Text, Title } from '@temple/shared/ui-base';
import classes from './press-hero.module.css';

/** The top of /media: what the page holds, in one look. */
export function PressHero({ itemCount, years }: { itemCount: number; years: readonly number[] }) {
  const span = years.length > 1 ? `${Math.min(...years)}–${Math.max(...years)}` : String(years[0] ?? '');
  return (
    <section className={classes.hero} aria-labelledby="press-title">
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Stack gap="md" maw={720}>
          <Text tt="uppercase" fw={700} size="sm" c="saffron.2" lts={1.5}>
            Media · Press Release
          </Text>
          <Title order={1} id="press-title" c="white" className={classes.title}>
            Press Releases
          </Title>
          <Text size="lg" c="white">
            Announcements, photographs and short films of the temple’s journey, from the first meeting of the
            trust to the stones rising on site. Open any item to see it large; pictures can be zoomed and
            downloaded.
          </Text>
          {itemCount > 0 && (
            <Text size="sm" c="maroon.1" fw={600} data-testid="press-summary">
              {itemCount} items · {years.length} {years.length === 1 ? 'year' : 'years'}
              {span ? ` · ${span}` : ''}
            </Text>
          )}
        </Stack>
      </Container>
    </section>
  );
}
