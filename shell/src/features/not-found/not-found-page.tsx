import {
  Button,
  Container,
  Link,
  Stack,
  Text,
  Title,
  useDocumentMeta,
  useLocation,
} from '@temple/shared/ui-base';
import { useEffect } from 'react';

/** Any path no remote's page owns: spec section 2; the attempted path is logged (section 8). */
export function NotFoundPage() {
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
        <Button component={Link} to="/">
          Go back home
        </Button>
      </Stack>
    </Container>
  );
}
