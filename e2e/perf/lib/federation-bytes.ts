import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';
import type { Download } from './first-render-js';

/**
 * How much of the shell's entry is Module Federation's runtime, read from a source map:
 * the runtime packages, Rspack's federation runtime modules (sharing, consumes, remotes)
 * and the entry runtime the plugin generates.
 */
export function isFederationSource(source: string): boolean {
  return (
    /[\\/]@module-federation[\\/]/.test(source) ||
    /^webpack:\/\/webpack\/runtime\/(consumes_loading|remotes_loading|sharing|initialize_sharing|embed_federation_runtime)$/.test(
      source,
    ) ||
    /__module_federation_|runtimeRequire\.federation/.test(safeDecode(source))
  );
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export interface SourceMapJson {
  sources: string[];
  mappings: string;
}

/** Characters of the generated code that each source produced; `undefined` for glue no source claims. */
export function charsBySource(code: string, map: SourceMapJson): Map<string | undefined, number> {
  const lines = code.split('\n');
  const chars = new Map<string | undefined, number>();
  const add = (source: string | undefined, count: number) =>
    chars.set(source, (chars.get(source) ?? 0) + count);
  decode(map.mappings).forEach((segments, index) => {
    const line = lines[index] ?? '';
    const sorted = [...segments].sort((a, b) => a[0] - b[0]);
    add(undefined, sorted[0]?.[0] ?? line.length);
    sorted.forEach((segment, at) => {
      const end = sorted[at + 1]?.[0] ?? line.length;
      add(segment.length >= 4 ? map.sources[segment[1] as number] : undefined, end - segment[0]);
    });
  });
  return chars;
}

/** The federation runtime's share (0–1) of a generated file, by characters. */
export function federationShare(code: string, map: SourceMapJson): number {
  let federation = 0;
  let total = 0;
  for (const [source, count] of charsBySource(code, map)) {
    total += count;
    if (source !== undefined && isFederationSource(source)) federation += count;
  }
  return total === 0 ? 0 : federation / total;
}

/**
 * The federation runtime's share of the shell's entry as built: the shell's browser build
 * once more, with source maps, into a temporary folder (the minified code is the same).
 */
export function shellEntryFederationShare(shellDir: string): number {
  const outDir = mkdtempSync(join(tmpdir(), 'shell-source-maps-'));
  try {
    const rsbuild = join(shellDir, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js');
    const result = spawnSync(
      process.execPath,
      [rsbuild, 'build', '--environment', 'web', '--source-map', '--dist-path', outDir],
      {
        cwd: shellDir,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    if (result.status !== 0)
      throw new Error(`the shell's build with source maps failed (exit ${result.status})`);
    const jsDir = join(outDir, 'static', 'js');
    const entry = readdirSync(jsDir).find((file) => /^index\.[0-9a-f]+\.js$/.test(file));
    if (!entry) throw new Error(`no entry script in ${jsDir}`);
    const code = readFileSync(join(jsDir, entry), 'utf8');
    const map = JSON.parse(readFileSync(join(jsDir, `${entry}.map`), 'utf8')) as SourceMapJson;
    return federationShare(code, map);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Modules of the federation runtime's CommonJS builds in a built script: each begins by
 * marking its `exports` object as a module namespace (Rspack's own helper does the same
 * behind a `Symbol` check, so it is not counted). Zero when the ES module builds are used.
 */
export function commonJsRuntimeModules(code: string): number {
  return (
    code.match(
      /(\)\{|[;,])Object\.defineProperty\([\w$]+,Symbol\.toStringTag,\{value:"Module"\}\)|Object\.defineProperties\([\w$]+,\{__esModule:/g,
    )?.length ?? 0
  );
}

/**
 * Federation's part of a route's first render: the runtime (its share of the shell's
 * entry) and the remote entries the route loads. Remotes are loaded from their entries,
 * so a manifest is read only by a page that shows what it says (the integration page reads
 * every remote's release from them): page content, not overhead.
 */
export function federationBytes(
  downloads: readonly Download[],
  remoteEntries: ReadonlySet<string>,
  shellScripts: string,
  runtimeShare: number,
): number {
  const isShellEntry = (url: string) =>
    url.startsWith(shellScripts) && /^index\.[0-9a-f]+\.js$/.test(url.slice(shellScripts.length));
  return downloads.reduce((total, { url, bytes }) => {
    if (remoteEntries.has(url)) return total + bytes;
    if (isShellEntry(url)) return total + bytes * runtimeShare;
    return total;
  }, 0);
}
