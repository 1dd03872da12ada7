/**
 * `@temple/shared/ui-base`: providers, routing, failure isolation and the first part of
 * the Mantine kit — all the shell needs for its first paint.
 */
export { DataIf, DataText } from './data-slots';
export { deferredSection, loadDeferredSections } from './deferred-section';
export { useDocumentMeta } from './document-meta';
export * from './mantine-base';
export { PageLoader } from './page-loader';
export { PlainBadge, type PlainBadgeProps } from './plain-badge';
export { RemoteModule, type RemoteModuleProps } from './remote-module';
export * from './router';
export { ScrollToTarget } from './scroll-to-target';
export { SectionUnavailable } from './section-unavailable';
export { SitePages } from './site-pages';
export { type StartOptions, startApp } from './start-app';
export { StrokeIcon } from './stroke-icon';
export { theme } from './theme';
export { useNearViewport } from './use-near-viewport';
export { afterLoadWhenIdle } from './when-idle';
