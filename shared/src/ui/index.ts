/**
 * `@temple/shared/ui`: the whole kit, `@temple/shared/ui-inputs` plus overlays (Modal). A
 * module imports from here only when it uses an overlay; a page without one goes live
 * without evaluating it. Each part is one shared module, evaluated whole when first
 * imported (the overlays ~37 KB of code, inputs ~70 KB), hence the three entry points.
 */
// Through the package name, so federation hands every app the one shared instance of each part.
export * from '@temple/shared/ui-inputs';
export * from './mantine-overlays';
