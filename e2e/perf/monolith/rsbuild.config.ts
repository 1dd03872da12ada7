import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginLocalModules } from '@temple/shared/build';
import { EXPOSES as CONTENT } from '../../../mfe-content/src/app/exposes';
import { EXPOSES as CSR } from '../../../mfe-csr/src/app/exposes';
import { EXPOSES as DONATIONS } from '../../../mfe-donations/src/app/exposes';
import { EXPOSES as MEDIA } from '../../../mfe-media/src/app/exposes';

/**
 * Benchmark only: the composed site as one ordinary Rsbuild app, without Module
 * Federation, so `pnpm audit:site` can say what federation costs. It renders the shell's
 * App and loads every route module straight from the remotes' sources (their own
 * LOCAL_MODULES maps, the ones a remote uses on its own page), each as a lazy chunk as an
 * ordinary single-page app would split its routes. Settings mirror the shared preset
 * (shared/build/index.ts) minus federation.
 */
const repo = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

export default defineConfig({
  plugins: [
    pluginReact(),
    // Each remote's LOCAL_MODULES, as its own build generates them.
    pluginLocalModules('mfe_content', CONTENT, repo('mfe-content')),
    pluginLocalModules('mfe_csr', CSR, repo('mfe-csr')),
    pluginLocalModules('mfe_donations', DONATIONS, repo('mfe-donations')),
    pluginLocalModules('mfe_media', MEDIA, repo('mfe-media')),
  ],
  source: {
    entry: { index: './src/index.ts' },
    define: { 'import.meta.env.APP_RELEASE': JSON.stringify('perf-monolith') },
  },
  resolve: {
    // Nothing is federated here: every module id resolves to a local module, so the
    // federation runtime that shared/src/federation/remote-modules.ts imports is never
    // called. An ordinary app would not ship it; a stub that fails loudly takes its place.
    alias: { '@module-federation/enhanced/runtime': './src/federation-runtime-stub.ts' },
  },
  html: {
    title: 'Sri Mandir Nirman Seva',
    favicon: repo('shared/build/favicon.svg'),
    meta: { description: 'Sri Mandir Nirman Seva', 'theme-color': '#832222' },
    tags: [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }],
  },
  output: {
    assetPrefix: '/',
    // As mfe-content: pictures and videos stay files instead of base64 inside the JS.
    dataUriLimit: 0,
    // mfe-media serves its press files from its public folder; here they sit beside the app.
    copy: [{ from: repo('mfe-media/public/press'), to: 'press' }],
  },
  // The port `pnpm audit:site` serves it on (e2e/perf/audit-site.ts), for `rsbuild preview` too.
  server: { port: 3010, strictPort: true, host: 'localhost' },
});
