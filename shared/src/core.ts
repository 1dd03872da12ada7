/**
 * `@temple/shared/core`: what every app needs from its first paint — configuration,
 * route table types, the trust's details, formatting, the donation-dialog contract and the
 * federation helpers; never a price or a limit (see core.test.ts). No zod classic and no API client here, so the shell starts light; the API
 * client and contracts live in `@temple/shared` (which re-exports all of this).
 */
export * from './config/page-data';
export * from './config/page-title';
export * from './config/prerender';
export * from './config/route-table';
export * from './config/runtime-config';
export * from './config/site-routes';
export * from './config/trust-identity';
export * from './constants/payment-statuses';
export * from './constants/trust';
export * from './donation-intent/donation-link';
export * from './donation-intent/open-donation';
export * from './federation/remote-manifest';
export * from './federation/remote-modules';
export * from './format/dates';
export * from './format/rupees';
export * from './format/seva-description';
export * from './hero-video/visitor-pause';
