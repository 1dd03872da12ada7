import { Anchor, Badge, Card, Link, List, Stack, Text, Title } from '@temple/shared/ui-base';
import type { FeaturedProject } from './featured-projects';
import classes from './project-card.module.css';

export function ProjectCard({ project }: { project: FeaturedProject }) {
  return (
    <Card padding="xl" radius="md" className={classes.card}>
      <Stack gap="sm" h="100%">
        <Badge variant="white" color="maroon" radius="sm" tt="none" fw={700} className={classes.cadence}>
          {project.cadence}
        </Badge>
        <Title order={3} c="white">
          {project.title}
        </Title>
        <Text c="white">{project.description}</Text>
        <List size="sm" c="white" spacing={4} className={classes.highlights}>
          {project.highlights.map((highlight) => (
            <List.Item key={highlight}>{highlight}</List.Item>
          ))}
        </List>
        {project.link && (
          <Anchor component={Link} to={project.link.to} c="white" fw={700} underline="always">
            {project.link.label}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
