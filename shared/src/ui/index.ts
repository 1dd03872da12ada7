/**
 * `@temple/shared/ui`: everything of `@temple/shared/ui-base` plus the rest of the
 * Mantine kit (overlays, inputs, tabs, accordion, table). Apps import from here.
 */
// Through the package name, so federation hands every app the one shared base instance.
export * from '@temple/shared/ui-base';
export * from './mantine-extra';
