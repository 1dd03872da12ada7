import { z } from 'zod';
import { paginationSchema } from './contributors';

export const eventImageSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string(),
  imageUrl: z.string(),
  eventType: z.string(),
  featured: z.boolean(),
  takenAt: z.string().nullish(),
  description: z.string().nullish(),
});
export type EventImage = z.infer<typeof eventImageSchema>;

export const eventImagesResponseSchema = z.object({
  images: z.array(eventImageSchema),
  pagination: paginationSchema.optional(),
});

export const eventImagesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(1).default(1),
  eventType: z.string().trim().min(1).max(50).optional(),
  featured: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  sortBy: z.enum(['takenAt', 'title', 'createdAt']).default('takenAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
/** What a client may ask for; the server parses it with `eventImagesQuerySchema`. */
export interface EventImagesQuery {
  limit?: number;
  page?: number;
  eventType?: string;
  featured?: boolean;
  sortBy?: 'takenAt' | 'title' | 'createdAt';
  sortOrder?: 'asc' | 'desc';
}

export const eventTypesResponseSchema = z.object({ types: z.array(z.string()) });
