import type { Pagination } from '@temple/shared/contracts';

export function pagination(query: { page: number; limit: number }, total: number): Pagination {
  return { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) };
}
