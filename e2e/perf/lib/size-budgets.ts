/**
 * The byte budgets of `pnpm size` and the checks against them. Sizes are KB (1,024
 * bytes) of gzip on the wire, of the JavaScript a route loads before its first render.
 */
export interface RouteSize {
  path: string;
  /** First-render JavaScript of the composed site. */
  jsKb: number;
  /** Module Federation's own part of it: the runtime, the remote entries and their manifests. */
  federationKb: number;
  /** First-render JavaScript of the same page in the single-bundle build (e2e/perf/monolith). */
  singleBundleJsKb: number;
}

export interface SizeLimits {
  homeJsKb: number;
  routeJsKb: number;
  federationKb: number;
  /** Composed first-render JS divided by the single-bundle build's. */
  singleBundleRatio: number;
}

/** Where the site should be. */
export const SIZE_TARGETS: SizeLimits = {
  homeJsKb: 165,
  routeJsKb: 190,
  federationKb: 36,
  singleBundleRatio: 1.25,
};

/**
 * What CI holds every build to: the target where the site meets it, else today's figure
 * rounded up, so nothing grows while the rest of the way is open (docs/performance.md).
 */
export const SIZE_BUDGETS: SizeLimits = {
  homeJsKb: 171.5,
  routeJsKb: 190,
  federationKb: 36,
  singleBundleRatio: 1.32,
};

type SizeMeasure = 'first-render JS' | 'federation overhead' | 'ratio to single bundle';

export interface SizeCheck {
  path: string;
  measure: SizeMeasure;
  value: number;
  budget: number;
  target: number;
}

/** Every check of every route: its JS (the home page's stricter limit for `/`), federation overhead and ratio. */
export function sizeChecks(
  routes: readonly RouteSize[],
  budgets: SizeLimits = SIZE_BUDGETS,
  targets: SizeLimits = SIZE_TARGETS,
): SizeCheck[] {
  return routes.flatMap((route) => {
    const home = route.path === '/';
    return [
      {
        path: route.path,
        measure: 'first-render JS',
        value: route.jsKb,
        budget: home ? budgets.homeJsKb : budgets.routeJsKb,
        target: home ? targets.homeJsKb : targets.routeJsKb,
      },
      {
        path: route.path,
        measure: 'federation overhead',
        value: route.federationKb,
        budget: budgets.federationKb,
        target: targets.federationKb,
      },
      {
        path: route.path,
        measure: 'ratio to single bundle',
        value: route.jsKb / route.singleBundleJsKb,
        budget: budgets.singleBundleRatio,
        target: targets.singleBundleRatio,
      },
    ] satisfies SizeCheck[];
  });
}

export const isOverBudget = (check: SizeCheck) => check.value > check.budget;
export const isOverTarget = (check: SizeCheck) => check.value > check.target;

const figure = (check: SizeCheck, value: number) =>
  check.measure === 'ratio to single bundle' ? value.toFixed(2) : `${value.toFixed(1)} KB`;
const excess = (check: SizeCheck, limit: number) =>
  check.measure === 'ratio to single bundle'
    ? (check.value - limit).toFixed(2)
    : `${(check.value - limit).toFixed(2)} KB`;

/** One line for a check over its target or its budget; undefined for one within both. */
export function describeExcess(check: SizeCheck): string | undefined {
  const by = (limit: number) => excess(check, limit);
  const verdict = isOverBudget(check)
    ? `OVER BUDGET by ${by(check.budget)} (budget ${figure(check, check.budget)}, target ${figure(check, check.target)})`
    : isOverTarget(check)
      ? `over the target of ${figure(check, check.target)} by ${by(check.target)}, within the budget of ${figure(check, check.budget)}`
      : undefined;
  return verdict && `${check.path} ${check.measure} ${figure(check, check.value)}: ${verdict}`;
}
