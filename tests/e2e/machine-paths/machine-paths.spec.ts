import { expect, test } from '@playwright/test';
import { walkPath, type MachineAdapter } from './adapter';
import { adapters, withoutAdapter } from './adapters';
import { COVERAGE_ANNOTATION, type PathCoverage } from './coverage';
import { adapterTitle, browserPaths, machineTotals } from './graph';
import { otpRegistrationAdapter } from './otp-registration';

/**
 * The machines' graph paths walked in Chromium. Per machine, the paths are generated
 * from its definition (graph.ts) and only the transition-covering subset is walked; each test
 * leaves what it covered for coverage-reporter.ts. Run one machine: `--grep otp-registration`.
 */
test.describe.configure({ timeout: 60_000 });

for (const adapter of adapters) {
  const { walked } = browserPaths(adapter);
  const totals = machineTotals(adapter.machine);
  test.describe(adapterTitle(adapter), () => {
    for (const path of walked) {
      test(`${adapterTitle(adapter)}: ${path.title}`, async ({ page, request }) => {
        const coverage: PathCoverage = {
          machine: adapter.name,
          scenario: adapter.scenario ?? '',
          paths: walked.length,
          stateIds: path.stateIds,
          transitions: path.transitions,
          totals,
          unreachable: adapter.unreachable,
          untakeable: adapter.untakeable ?? {},
        };
        test.info().annotations.push({ type: COVERAGE_ANNOTATION, description: JSON.stringify(coverage) });
        await walkPath(adapter, path, { page, request, data: {} });
      });
    }
  });
}

for (const [name, { machine, reason }] of Object.entries(withoutAdapter)) {
  test(`${name}: no adapter`, () => {
    const coverage: PathCoverage = { machine: name, scenario: '', paths: 0, stateIds: [], transitions: [], totals: machineTotals(machine), unreachable: {}, untakeable: {} };
    test.info().annotations.push({ type: COVERAGE_ANNOTATION, description: JSON.stringify(coverage) });
    test.skip(true, reason);
  });
}

test.describe('machine-paths generation', () => {
  test('should refuse an adapter that lacks a UI action or a screen, naming what to add', () => {
    const { 'otp.resend': _resend, ...actions } = otpRegistrationAdapter.actions;
    const { deviceBlocked: _blocked, ...screens } = otpRegistrationAdapter.screens;
    const incomplete = { ...otpRegistrationAdapter, actions, screens } as MachineAdapter;
    expect(() => browserPaths(incomplete)).toThrow(
      'machine-paths adapter "otp-registration" is incomplete:\n' +
        '  - event "otp.resend" has no UI action (add it to actions)\n' +
        '  - state deviceBlocked has no expectation (add it to screens)',
    );
  });

  test('should walk every transition the generated paths take, and exclude few states', () => {
    for (const adapter of adapters) {
      const { all, walked } = browserPaths(adapter);
      const keys = (paths: typeof all) => new Set(paths.flatMap((path) => [...path.transitions, ...path.stateIds.map((id) => `state ${id}`)]));
      expect([...keys(all)].filter((key) => !keys(walked).has(key)), adapter.name).toEqual([]);
      expect(walked.length, adapter.name).toBeLessThan(all.length);
      expect(Object.keys(adapter.unreachable).length, `${adapter.name}: states excluded`).toBeLessThanOrEqual(3);
    }
  });
});
