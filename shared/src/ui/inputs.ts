/**
 * `@temple/shared/ui-inputs`: everything of `@temple/shared/ui-sections` plus form inputs.
 * A module imports from here only when it uses one of those.
 */
// Through the package name, so federation hands every app the one shared instance of each part.
export * from '@temple/shared/ui-sections';
export * from './mantine-inputs';
