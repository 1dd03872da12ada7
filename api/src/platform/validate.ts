import { z } from 'zod';
import { HttpError } from './http-error';

const WHAT: Record<'body' | 'query' | 'params', string> = {
  body: 'Request body',
  query: 'Query string',
  params: 'Path',
};

/**
 * Parses one part of a request with its zod schema. A failure becomes a 400 whose
 * `error` is the first message and whose `fieldErrors` holds every message by field.
 */
export function validate<T extends z.core.$ZodType>(
  schema: T,
  value: unknown,
  part: keyof typeof WHAT,
): z.output<T> {
  if (part === 'body' && (typeof value !== 'object' || value === null || Array.isArray(value))) {
    throw new HttpError(400, 'Request body must be a JSON object');
  }
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    const messages = fieldErrors[field] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    fieldErrors[field] = messages;
  }
  const first = parsed.error.issues[0];
  const firstMessage = first?.path.length
    ? first.message
    : `${WHAT[part]} is invalid: ${first?.message ?? 'unknown problem'}`;
  throw new HttpError(400, firstMessage, fieldErrors);
}
