import { useEffect } from 'react';
import { useDocumentMeta } from './document-meta';
import { Button, Container, Stack, Text, Title } from './mantine-base';
import { Link, useLocation } from './router';

/**
 * Any unknown path: spec section 2; the attempted path is logged (section 8). `home` is
 * where "Go back home" leads: the site's home, or a remote's first page when it runs alone.
 */
export function NotFoundPage({ home = '/' }: { home?: string }) {
  const { pathname } = useLocation();
  useDocumentMeta('Page not found', 'The page you were looking for does not exist.');
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={800} c="maroon.8" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>Oops! Page not found</Title>
        <Text c="dimmed">The page you are looking for may have moved, or the link may be mistyped.</Text>
        <Button component={Link} to={home}>
          Go back home
        </Button>
      </Stack>
    </Container>
  );
}
