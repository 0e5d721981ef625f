import { expect, test } from '@playwright/test';
import { namedControls } from '../../../server/sandbox/qa-step-words';
import { qaWords, walkPath, type MachineAdapter } from './adapter';
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

  test('should excuse only controls that the QA words of the excused event name', () => {
    for (const adapter of adapters) {
      for (const [label, excused] of Object.entries(adapter.namedElsewhere ?? {})) {
        const type = adapter.events[label]?.type;
        const words = qaWords.get(adapter.machine.id);
        expect(type && words, `${adapterTitle(adapter)}: ${label} is an event of a machine with QA words`).toBeTruthy();
        // the event's own words and those of each of its transitions worded apart
        const texts = [words!.events[type!], ...Object.entries(words!.transitions ?? {}).filter(([key]) => key.split(' ')[1]?.replace(/#\d+$/, '') === type).map(([, worded]) => worded)];
        const named = new Set(texts.flatMap((worded) => (worded ? namedControls(worded.en).flat() : [])));
        for (const name of Object.keys(excused)) expect([...named], `${adapterTitle(adapter)}: ${label} excuses "${name}"`).toContain(name);
      }
    }
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
