/** The test page's words (spec section 8). */
export const INTEGRATION_MESSAGES = {
  checking: 'Checking backend connection...',
  connected: 'Backend connected successfully',
  failed: 'Backend connection failed. Payment features may not work properly.',
  unverified: 'Unable to verify backend connection',
  statisticsFailed: (message: string) => `Failed to load statistics: ${message}`,
} as const;

/** Health statuses that mean the backend is up. */
const HEALTHY = ['ok', 'healthy', 'up'];

export function isHealthy(status: string): boolean {
  return HEALTHY.includes(status.toLowerCase());
}
