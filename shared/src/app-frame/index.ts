/**
 * `@temple/shared/app-frame`: what frames the pages of an app, the donation dialog's slot
 * and a remote's standalone page. Not a federation singleton (it holds no page-wide
 * state): each app bundles it, and it reaches the kit through its shared entry points,
 * so the kit itself never imports back from here.
 */
export { DonationDialogSlot } from './donation-dialog-slot';
export { StandaloneApp } from './standalone-app';
