import * as z from 'zod/mini';
import { idSchema, queryIntegerSchema } from './contributors';

const eventImageSchema = z.object({
  id: idSchema,
  title: z.string(),
  imageUrl: z.string(),
  eventType: z.string(),
  featured: z.boolean(),
  takenAt: z.nullish(z.string()),
  description: z.nullish(z.string()),
});
export type EventImage = z.infer<typeof eventImageSchema>;

export const eventImagesQuerySchema = z.object({
  limit: z._default(queryIntegerSchema(1, 100), 20),
  page: z._default(queryIntegerSchema(1), 1),
  eventType: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(50))),
  featured: z.optional(
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((value) => value === 'true'),
    ),
  ),
  sortBy: z._default(z.enum(['takenAt', 'title', 'createdAt']), 'takenAt'),
  sortOrder: z._default(z.enum(['asc', 'desc']), 'desc'),
});
