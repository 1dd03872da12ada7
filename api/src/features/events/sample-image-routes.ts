import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../platform/http-error';
import { validate } from '../../platform/validate';
import { SAMPLE_EVENT_IMAGES, sampleImageSvg } from './sample-event-images';

export const SAMPLE_IMAGE_PATH = '/sample-images/events';

const paramsSchema = z.object({ file: z.string().max(100) });

/** GET /sample-images/events/:id.svg: the pictures of the sample event images. */
export function registerSampleImageRoutes(app: FastifyInstance): void {
  app.get(`${SAMPLE_IMAGE_PATH}/:file`, async (request, reply) => {
    const { file } = validate(paramsSchema, request.params, 'params');
    const image = SAMPLE_EVENT_IMAGES.find((candidate) => `${candidate.id}.svg` === file);
    if (!image) throw new HttpError(404, `No sample image ${file}`);
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(sampleImageSvg(image));
  });
}
