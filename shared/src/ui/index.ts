/**
 * `@temple/shared/ui`: everything of `@temple/shared/ui-base` plus the rest of the
 * Mantine kit (overlays, inputs, tabs, accordion, table). A module imports from here only
 * when it uses one of those; otherwise from `@temple/shared/ui-base`, so a page without
 * them goes live without evaluating this part (~105 KB of code: 60-80 ms of main-thread work here, unthrottled).
 */
// Through the package name, so federation hands every app the one shared base instance.
export * from '@temple/shared/ui-base';
export * from './mantine-extra';
