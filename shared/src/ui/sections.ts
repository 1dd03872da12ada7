/**
 * `@temple/shared/ui-sections`: everything of `@temple/shared/ui-base` plus tabs and
 * accordion. A module imports from here only when it uses one of those.
 */
// Through the package name, so federation hands every app the one shared base instance.
export * from '@temple/shared/ui-base';
export * from './mantine-sections';
