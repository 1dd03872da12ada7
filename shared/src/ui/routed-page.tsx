import type { SiteRoute } from '@temple/shared/core';
import { useDocumentMeta } from './document-meta';
import { RemoteModule } from './remote-module';

/** One route of the site: its meta, and its remote module behind a failure boundary. */
export function RoutedPage({ route }: { route: SiteRoute }) {
  useDocumentMeta(route.title, route.description);
  return <RemoteModule id={route.moduleId} props={route.props} />;
}
