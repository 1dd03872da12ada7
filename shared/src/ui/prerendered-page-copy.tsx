import type { RemoteModuleId } from '@temple/shared/core';
import { Box } from './mantine-base';
import { SectionUnavailable } from './section-unavailable';

/** The prerendered HTML of a page whose code could not be loaded, by module. */
const keptPages = new Map<RemoteModuleId, string>();

/**
 * Keeps the HTML a page arrived with when its code failed to load, so the visitor can go
 * on reading it after the live app has taken over the rest of the site.
 */
export function keepPrerenderedPage(moduleId: RemoteModuleId, html: string): void {
  keptPages.set(moduleId, html);
}

export function keptPrerenderedPage(moduleId: RemoteModuleId): string | undefined {
  return keptPages.get(moduleId);
}

/**
 * A page's code is missing but its HTML was already on screen: the notice with Retry,
 * then that HTML as it was sent (its controls stay inert, its links work). `takeFocus`: shown
 * again after a Retry that failed (see SectionUnavailable).
 */
export function PrerenderedPageCopy({
  html,
  onRetry,
  takeFocus = false,
}: {
  html: string;
  onRetry: () => void;
  takeFocus?: boolean;
}) {
  return (
    <>
      <SectionUnavailable
        onRetry={onRetry}
        takeFocus={takeFocus}
        compact
        title="Parts of this page are temporarily unavailable"
        text="You can read this page, but its forms and buttons cannot be used until it has loaded. Please try again in a moment."
      />
      {/* The server's own HTML for this page, shown before in the same place. */}
      <Box data-testid="prerendered-copy" data-code-failed="" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
