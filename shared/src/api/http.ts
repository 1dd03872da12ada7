import type * as z from 'zod/mini';
import { errorBodySchema } from './contracts/envelope';

export type ApiFailure = {
  success: false;
  error: string;
  status?: number;
  fieldErrors?: Record<string, string[]>;
};
export type ApiResult<T> = { success: true; data: T } | ApiFailure;

/** The server's first message for each of a form's `fields` (a 400's `fieldErrors`), for its setErrors. */
export function firstFieldErrors(
  fieldErrors: Record<string, string[]>,
  fields: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    fields.flatMap((field) => (fieldErrors[field]?.[0] ? [[field, fieldErrors[field][0]]] : [])),
  );
}

/**
 * The longest a call waits for its answer. An API that never answers (a hung proxy, a lost
 * connection the browser does not notice) would otherwise leave a button on "Processing..."
 * for good; past this the call fails with its message, and the visitor can try again.
 */
const REQUEST_TIMEOUT_MS = 20_000;

/** The caller's own signal (a page left, a poll stopped), ended also by the time limit. */
function withTimeLimit(signal: AbortSignal | undefined): AbortSignal {
  const timeLimit = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  if (!signal) return timeLimit;
  // Browsers before 2024 lack AbortSignal.any: there the caller's signal alone.
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeLimit]) : signal;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Request headers beyond the JSON ones (an Idempotency-Key). */
  headers?: Record<string, string>;
  /** Absent values are left out. */
  query?: object;
  schema: z.ZodMiniType<T>;
  /** Said when the call fails without a message of its own (spec section 8). */
  fallbackError: string;
  signal?: AbortSignal;
}

function buildUrl(baseUrl: string, path: string, query?: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}) as [string, unknown][]) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Pick<Response, 'text'>): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A non-OK answer says the body's `message`, else its `error`, else the call's fallback
 * message of spec section 8 (never a bare "Request failed with status 500").
 */
function failureFromResponse(status: number, body: unknown, fallbackError: string): ApiFailure {
  const parsed = errorBodySchema.safeParse(body);
  const error = (parsed.success && (parsed.data.message || parsed.data.error)) || fallbackError;
  return {
    success: false,
    error,
    status,
    ...(parsed.success && parsed.data.fieldErrors ? { fieldErrors: parsed.data.fieldErrors } : {}),
  };
}

/**
 * No answer at all (offline, refused, blocked): the call's fallback message. The browser's
 * own words ("Failed to fetch", "Load failed") mean nothing to a visitor.
 */
function failureFromError(fallbackError: string): ApiFailure {
  return { success: false, error: fallbackError };
}

/** Every call carries a JSON content type; failures come back as `{ success: false, error }`, never thrown. */
export async function requestJson<T>(
  baseUrl: string,
  path: string,
  options: RequestOptions<T>,
): Promise<ApiResult<T>> {
  try {
    const response = await fetch(buildUrl(baseUrl, path, options.query), {
      method: options.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: withTimeLimit(options.signal),
    });
    const body = await readBody(response);
    if (!response.ok) return failureFromResponse(response.status, body, options.fallbackError);
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) return { success: false, error: options.fallbackError, status: response.status };
    return { success: true, data: parsed.data };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return failureFromError(options.fallbackError);
  }
}

/**
 * The bytes each file type a download may ask for starts with. A 200 is not proof of the
 * file: an API answering an error as JSON, a Wi-Fi sign-in page or a proxy's HTML page comes
 * with a 200 too, and its Content-Type may say anything, so the file's first bytes decide.
 */
const FILE_SIGNATURES = {
  'application/pdf': '%PDF-',
} as const;

export type DownloadType = keyof typeof FILE_SIGNATURES;

async function startsWith(blob: Blob, signature: string): Promise<boolean> {
  const head = new Uint8Array(await blob.slice(0, signature.length).arrayBuffer());
  return head.length === signature.length && head.every((byte, at) => byte === signature.charCodeAt(at));
}

/**
 * Binary downloads (the 80G receipt PDF): the file of the type asked for, typed as such, or a
 * failure. An answer that is not that file says its `message` or `error` when it is JSON
 * that has one, else `notThatFile`; it is never handed back to be saved as the file.
 */
export async function requestBlob(
  baseUrl: string,
  path: string,
  options: {
    query?: RequestOptions<unknown>['query'];
    accept: DownloadType;
    fallbackError: string;
    /** Said when a 200 brings something other than the file asked for; else `fallbackError`. */
    notThatFile?: string;
  },
): Promise<ApiResult<Blob>> {
  try {
    const response = await fetch(buildUrl(baseUrl, path, options.query), {
      headers: { 'Content-Type': 'application/json', Accept: options.accept },
      signal: withTimeLimit(undefined),
    });
    if (!response.ok)
      return failureFromResponse(response.status, await readBody(response), options.fallbackError);
    const blob = await response.blob();
    if (!(await startsWith(blob, FILE_SIGNATURES[options.accept])))
      return failureFromResponse(
        response.status,
        await readBody(blob),
        options.notThatFile ?? options.fallbackError,
      );
    // A file labelled otherwise (application/octet-stream) is saved with its own type.
    return {
      success: true,
      data: blob.type === options.accept ? blob : blob.slice(0, blob.size, options.accept),
    };
  } catch {
    return failureFromError(options.fallbackError);
  }
}
