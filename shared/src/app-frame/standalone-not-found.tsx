import { Anchor, Box, Link, Text, Title, useDocumentMeta, useLocation } from '@temple/shared/ui-base';

/** A path this remote has no page for, when it runs alone (the composed site shows the shell's 404). */
export function StandaloneNotFound({ remote, firstPage }: { remote: string; firstPage: string }) {
  const { pathname } = useLocation();
  useDocumentMeta('Page not found', `${remote} has no page at this path.`);
  return (
    <Box p="xl">
      <Title order={1}>Page not found</Title>
      <Text my="sm">
        {remote} has no page at {pathname}.
      </Text>
      <Anchor component={Link} to={firstPage}>
        Go to its first page
      </Anchor>
    </Box>
  );
}
