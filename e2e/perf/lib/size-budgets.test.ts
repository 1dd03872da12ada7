import { describe, expect, it } from 'vitest';
import { describeExcess, isOverBudget, isOverTarget, type SizeLimits, sizeChecks } from './size-budgets';

const BUDGETS: SizeLimits = { homeJsKb: 175, routeJsKb: 225, federationKb: 38, singleBundleRatio: 1.4 };
const TARGETS: SizeLimits = { homeJsKb: 165, routeJsKb: 190, federationKb: 36, singleBundleRatio: 1.25 };

describe('sizeChecks', () => {
  it('holds the home page to the home limits and every other route to the route limits', () => {
    const checks = sizeChecks(
      [
        { path: '/', jsKb: 170, federationKb: 36, singleBundleJsKb: 136 },
        { path: '/csr', jsKb: 200, federationKb: 35, singleBundleJsKb: 160 },
      ],
      BUDGETS,
      TARGETS,
    );
    expect(checks).toEqual([
      { path: '/', measure: 'first-render JS', value: 170, budget: 175, target: 165 },
      { path: '/', measure: 'federation overhead', value: 36, budget: 38, target: 36 },
      { path: '/', measure: 'ratio to single bundle', value: 1.25, budget: 1.4, target: 1.25 },
      { path: '/csr', measure: 'first-render JS', value: 200, budget: 225, target: 190 },
      { path: '/csr', measure: 'federation overhead', value: 35, budget: 38, target: 36 },
      { path: '/csr', measure: 'ratio to single bundle', value: 1.25, budget: 1.4, target: 1.25 },
    ]);
  });

  it('is over a limit only above it, not at it', () => {
    const [home, federation] = sizeChecks(
      [{ path: '/', jsKb: 175, federationKb: 38.01, singleBundleJsKb: 140 }],
      BUDGETS,
      TARGETS,
    );
    expect(home && isOverBudget(home)).toBe(false);
    expect(home && isOverTarget(home)).toBe(true);
    expect(federation && isOverBudget(federation)).toBe(true);
  });
});

describe('describeExcess', () => {
  it('says nothing of a check within its target', () => {
    expect(
      describeExcess({ path: '/contact', measure: 'first-render JS', value: 160, budget: 225, target: 190 }),
    ).toBeUndefined();
  });

  it('names the route, the measure and by how much it is over the target but within the budget', () => {
    expect(
      describeExcess({
        path: '/amrit-bhog',
        measure: 'first-render JS',
        value: 217.9,
        budget: 225,
        target: 190,
      }),
    ).toBe(
      '/amrit-bhog first-render JS 217.9 KB: over the target of 190.0 KB by 27.90 KB, within the budget of 225.0 KB',
    );
  });

  it('names a failed budget with both limits', () => {
    expect(
      describeExcess({
        path: '/events',
        measure: 'federation overhead',
        value: 40.5,
        budget: 38,
        target: 36,
      }),
    ).toBe('/events federation overhead 40.5 KB: OVER BUDGET by 2.50 KB (budget 38.0 KB, target 36.0 KB)');
    expect(
      describeExcess({ path: '/', measure: 'ratio to single bundle', value: 1.5, budget: 1.4, target: 1.25 }),
    ).toBe('/ ratio to single bundle 1.50: OVER BUDGET by 0.10 (budget 1.40, target 1.25)');
  });
});
