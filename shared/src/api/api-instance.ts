import { getRuntimeConfig } from '@temple/shared/core';
import { type ApiClient, createApiClient } from './api-client';

let current: { baseUrl: string; client: ApiClient } | undefined;

/** The API client for the backend named by the runtime configuration. */
export function getApi(): ApiClient {
  const { apiBaseUrl } = getRuntimeConfig();
  if (current?.baseUrl !== apiBaseUrl) current = { baseUrl: apiBaseUrl, client: createApiClient(apiBaseUrl) };
  return current.client;
}
