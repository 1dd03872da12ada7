// Through the package name, so federation hands every app the one shared core instance.
// What is exported below and not through core (the API client, `API_PATH_VALUE`,
// `hashText`, the prices and limits) each remote bundles itself: a remote may ship before
// the shell has it, and a price it shows is the one its release and the API were built with.
export * from '@temple/shared/core';
export * from './a11y/focus-lost';
export * from './a11y/focusable-disabled';
export * from './api/api-client';
export * from './api/api-instance';
export * from './api/contracts/bhog-dates';
export * from './api/contracts/contributors';
export * from './api/contracts/csr-enquiry';
export * from './api/contracts/donation-request';
export * from './api/contracts/envelope';
export * from './api/contracts/event-images';
export * from './api/contracts/payment-status';
export * from './api/contracts/statistics';
export * from './api/contracts/text-rules';
export * from './api/fallback-messages';
export * from './api/http';
export * from './api/path-value';
export * from './api/receipt-token';
export * from './constants/limits';
export * from './constants/payment-types';
export * from './dom/save-file';
export * from './dom/scroll-to-section';
export * from './format/url-hash';
export * from './forms/check-when-left-changed';
export * from './forms/focus-first-invalid';
export * from './motion/use-pausable-motion';
