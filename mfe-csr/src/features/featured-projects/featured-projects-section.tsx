import { Container, Stack, Text, Title } from '@temple/shared/ui-base';
import { AutoScroller } from '../auto-scroller';
import { FEATURED_PROJECTS } from './featured-projects';
import { ProjectCard } from './project-card';

/** Pixels per second (spec section 9). */
const PROJECTS_SPEED = 40;

export function FeaturedProjectsSection() {
  return (
    // Not a named landmark itself: the scrolling row inside is the "Featured projects" region.
    <Container size="lg" py={{ base: 40, md: 64 }} component="section">
      <Stack gap={4} mb="md">
        <Title order={2} id="featured-projects-title">
          Featured Projects
        </Title>
        <Text c="dark.5">Adopt a whole programme and follow its impact through the year.</Text>
      </Stack>
      <AutoScroller
        label="Featured projects"
        speed={PROJECTS_SPEED}
        items={FEATURED_PROJECTS}
        itemKey={(project) => project.title}
        renderItem={(project) => <ProjectCard project={project} />}
        itemWidth="min(440px, 82vw)"
      />
    </Container>
  );
}
