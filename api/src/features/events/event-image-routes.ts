import { type EventImage, eventImagesQuerySchema } from '@temple/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import type { Queryable } from '../../platform/db/database';
import { pagination } from '../../platform/pagination';
import { validate } from '../../platform/validate';

interface EventImageRow {
  id: string;
  title: string;
  image_url: string;
  event_type: string;
  featured: boolean;
  taken_at: string | null;
  description: string | null;
}

const SORT_COLUMN = { takenAt: 'taken_at', title: 'title', createdAt: 'created_at' } as const;

const featuredQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(6) });

function toEventImage(row: EventImageRow): EventImage {
  return {
    id: row.id,
    title: row.title,
    imageUrl: row.image_url,
    eventType: row.event_type,
    featured: row.featured,
    takenAt: row.taken_at,
    description: row.description,
  };
}

async function findImages(db: Queryable, query: z.output<typeof eventImagesQuerySchema>) {
  const filter = 'WHERE ($1::text IS NULL OR event_type = $1) AND ($2::boolean IS NULL OR featured = $2)';
  const params = [query.eventType ?? null, query.featured ?? null];
  // Column and direction come from closed enums, never from the raw query string.
  const order = `${SORT_COLUMN[query.sortBy]} ${query.sortOrder === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, id`;
  const rows = await db.query<EventImageRow>(
    `SELECT id, title, image_url, event_type, featured, taken_at::text AS taken_at, description
     FROM event_images ${filter} ORDER BY ${order} LIMIT $3 OFFSET $4`,
    [...params, query.limit, (query.page - 1) * query.limit],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM event_images ${filter}`,
    params,
  );
  return { images: rows.map(toEventImage), pagination: pagination(query, count?.total ?? 0) };
}

/**
 * GET /api/v2/events/images?limit&page&eventType&featured&sortBy&sortOrder
 * GET /api/v2/events/images/featured?limit   (featured only, newest first)
 * GET /api/v2/events/types                   (the event types that have images)
 */
export function registerEventRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/v2/events/images', async (request) => {
    const query = validate(eventImagesQuerySchema, request.query, 'query');
    return { success: true, data: await findImages(db, query) };
  });

  app.get('/api/v2/events/images/featured', async (request) => {
    const { limit } = validate(featuredQuerySchema, request.query, 'query');
    const query = eventImagesQuerySchema.parse({ limit, featured: 'true' });
    return { success: true, data: await findImages(db, query) };
  });

  app.get('/api/v2/events/types', async () => {
    const rows = await db.query<{ event_type: string }>(
      'SELECT DISTINCT event_type FROM event_images ORDER BY event_type',
    );
    return { success: true, data: { types: rows.map((row) => row.event_type) } };
  });
}
