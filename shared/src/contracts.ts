/**
 * `@temple/shared/contracts`: what runs alike in a browser and on Node.js: the API's
 * contracts and messages, constants, formatting, the site's configuration, route table and
 * prerender names, and reading a remote's manifest. The API, the page server and the build
 * scripts import this (and the Node entries), never the browser's `@temple/shared`; the
 * apps have all of it through `@temple/shared` and `@temple/shared/core`.
 */
export * from './api/contracts/bhog-dates';
export * from './api/contracts/contributors';
export * from './api/contracts/csr-enquiry';
export * from './api/contracts/donation-request';
export * from './api/contracts/envelope';
export * from './api/contracts/event-images';
export * from './api/contracts/payment-status';
export * from './api/contracts/statistics';
export * from './api/contracts/text-rules';
export * from './api/receipt-token';
export * from './config/page-data';
export * from './config/page-title';
export * from './config/prerender';
export * from './config/route-table';
export * from './config/runtime-config';
export * from './config/site-routes';
export * from './config/trust-identity';
export * from './constants/limits';
export * from './constants/payment-statuses';
export * from './constants/payment-types';
export * from './constants/trust';
export * from './federation/remote-manifest';
export * from './format/dates';
export * from './format/rupees';
export * from './format/seva-description';
