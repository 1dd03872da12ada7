/**
 * Stands in for `@module-federation/enhanced/runtime` in the benchmark monolith (see
 * rsbuild.config.ts). Every module id is local there, so nothing should get this far.
 */
export function registerRemotes(): void {
  // No remotes in a monolith.
}

export function loadRemote(moduleId: string): Promise<never> {
  return Promise.reject(new Error(`perf monolith: ${moduleId} is not bundled (add it to LOCAL_MODULES)`));
}
