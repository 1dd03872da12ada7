// What the workspace's own commands and reports use to serve the builds as production does.
export * from './app/create-page-server';
export * from './app/static-site';
export * from './features/page-document/page-document';
