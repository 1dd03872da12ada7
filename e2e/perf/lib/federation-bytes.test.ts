import { encode } from '@jridgewell/sourcemap-codec';
import { describe, expect, it } from 'vitest';
import {
  charsBySource,
  commonJsRuntimeModules,
  federationBytes,
  federationShare,
  isFederationSource,
} from './federation-bytes';

describe('isFederationSource', () => {
  it.each([
    '../../node_modules/.pnpm/@module-federation+runtime-core@2.9.2/node_modules/@module-federation/runtime-core/src/core.ts',
    'webpack://webpack/runtime/consumes_loading',
    'webpack://webpack/runtime/sharing',
    'webpack://webpack/runtime/embed_federation_runtime',
    'shell/%3Bmerge(runtimeRequire.federation.initOptions%2C%22remotes%22',
  ])('counts %s as the federation runtime', (source) => {
    expect(isFederationSource(source)).toBe(true);
  });

  it.each([
    '../../shared/src/federation/remote-modules.ts',
    '../../shell/src/index.ts',
    'webpack://webpack/runtime/jsonp_chunk_loading',
    '../../node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js',
  ])('counts %s as the site or the bundler', (source) => {
    expect(isFederationSource(source)).toBe(false);
  });
});

describe('charsBySource and federationShare', () => {
  // "AAAA;BBBB" on two lines: line 1 cols 0-3 from source 0 (federation), line 2 cols 0-1 glue, 2-3 from source 1.
  const code = 'AAAA\nxxBB';
  const map = {
    sources: ['node_modules/@module-federation/sdk/src/dom.ts', 'shell/src/index.ts'],
    mappings: encode([[[0, 0, 0, 0]], [[2, 1, 0, 0]]]),
  };

  it('gives each source the characters from its mapping to the next', () => {
    expect(Object.fromEntries(charsBySource(code, map))).toEqual({
      undefined: 2,
      'node_modules/@module-federation/sdk/src/dom.ts': 4,
      'shell/src/index.ts': 2,
    });
  });

  it('is the federation sources’ part of all characters', () => {
    expect(federationShare(code, map)).toBe(0.5);
  });
});

describe('commonJsRuntimeModules', () => {
  it('counts modules that mark their exports as a namespace, as the CommonJS builds do', () => {
    const minified =
      'PB(e,t,r){Object.defineProperty(t,Symbol.toStringTag,{value:"Module"}),r("fq")},J(e,t){Object.defineProperties(t,{__esModule:{value:!0}})}';
    expect(commonJsRuntimeModules(minified)).toBe(2);
  });

  it("does not count Rspack's own namespace helper or an ES module build", () => {
    const minified =
      's.r=e=>{"u">typeof Symbol&&Symbol.toStringTag&&Object.defineProperty(e,Symbol.toStringTag,{value:"Module"}),Object.defineProperty(e,"__esModule",{value:!0})};let l=(e,t)=>{return t||r(n,Symbol.toStringTag,{value:"Module"}),n}';
    expect(commonJsRuntimeModules(minified)).toBe(0);
  });
});

describe('federationBytes', () => {
  const shellScripts = 'http://localhost:3000/static/js/';
  const remoteEntries = new Set([
    'http://localhost:3001/remoteEntry.js',
    'http://localhost:3002/remoteEntry.js',
  ]);

  it("adds the runtime's share of the shell entry and the remote entries the page loads", () => {
    const bytes = federationBytes(
      [
        {
          url: 'http://localhost:3000/static/js/index.abc123.js',
          type: 'script',
          bytes: 10_000,
          firstRender: true,
        },
        {
          url: 'http://localhost:3000/static/js/lib-react.abc123.js',
          type: 'script',
          bytes: 50_000,
          firstRender: true,
        },
        { url: 'http://localhost:3001/remoteEntry.js', type: 'script', bytes: 9_000, firstRender: true },
      ],
      remoteEntries,
      shellScripts,
      0.5,
    );
    expect(bytes).toBe(5_000 + 9_000);
  });

  it('leaves out the manifests a page reads: remotes load from their entries, so what a manifest says is page content', () => {
    const bytes = federationBytes(
      [
        { url: 'http://localhost:3001/mf-manifest.json', type: 'manifest', bytes: 1_400, firstRender: true },
        { url: 'http://localhost:3001/remoteEntry.js', type: 'script', bytes: 9_000, firstRender: true },
        { url: 'http://localhost:3003/mf-manifest.json', type: 'manifest', bytes: 650, firstRender: true },
      ],
      remoteEntries,
      shellScripts,
      0.5,
    );
    expect(bytes).toBe(9_000);
  });
});
