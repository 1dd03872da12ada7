// zod/mini: tree-shakable, so validating the configuration costs the first paint almost nothing.
import * as z from 'zod/mini';
import { REMOTE_ENTRY_URL_EXPECTED, REMOTE_ENTRY_URL_PATTERN } from '../federation/remote-manifest';

// The site's Content-Security-Policy forbids eval, so zod must not compile parsers with
// `new Function` (even its probe for it is reported as a violation). zod keeps this
// setting on globalThis, so it holds for every app's copy of zod; this module is the
// first zod user of every app.
z.config({ jitless: true });

/** A remote's federation name, as its build declares it ("gallery"): a JavaScript identifier. */
const remoteNameSchema = z.string().check(z.regex(/^[A-Za-z_$][\w$]*$/, 'a federation name'));

/**
 * Read by every app at start-up from `runtime-config.json` next to its index.html,
 * so remotes and the API can move without rebuilding anything.
 */
export const runtimeConfigSchema = z.object({
  /** Base URL of the backend; "" means the page's own origin. */
  apiBaseUrl: z.union([z.url(), z.literal('')]),
  production: z._default(z.boolean(), true),
  /** Federation name -> URL of that remote's entry script (remoteEntry.js). */
  remotes: z._default(
    z.record(remoteNameSchema, z.url().check(z.regex(REMOTE_ENTRY_URL_PATTERN, REMOTE_ENTRY_URL_EXPECTED))),
    {},
  ),
});
export type RuntimeConfig = z.output<typeof runtimeConfigSchema>;

export const RUNTIME_CONFIG_FILE = 'runtime-config.json';
/** A server may write the configuration into index.html as `<script type="application/json" id=…>`. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** The configuration the server wrote into the page, when it did and it is valid. */
function inlineRuntimeConfig(): RuntimeConfig | undefined {
  const text = globalThis.document?.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = runtimeConfigSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page's own copy when the server inlined one (no round trip), else runtime-config.json
 * from the root of the app's origin, where every app is served (at any depth of path).
 */
export async function fetchRuntimeConfig(url: string = `/${RUNTIME_CONFIG_FILE}`): Promise<RuntimeConfig> {
  const inline = inlineRuntimeConfig();
  if (inline) return inline;
  let body: unknown;
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof RuntimeConfigError) throw error;
    throw new RuntimeConfigError(
      `${url} could not be read: ${error instanceof Error ? error.message : error}`,
    );
  }
  const parsed = runtimeConfigSchema.safeParse(body);
  if (!parsed.success) throw new RuntimeConfigError(`${url} is invalid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

let current: RuntimeConfig | undefined;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new RuntimeConfigError('Runtime configuration was read before start-up loaded it.');
  return current;
}
