import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { COVERAGE_ANNOTATION, type PathCoverage } from './coverage';

const total = (paths: Map<string, number>) => [...paths.values()].reduce((sum, n) => sum + n, 0);

interface Walked {
  totals: PathCoverage['totals'];
  /** Paths per scenario (each scenario's cover is walked whole). */
  paths: Map<string, number>;
  ran: number;
  passed: number;
  stateIds: Set<string>;
  transitions: Set<string>;
  unreachable: Record<string, string>;
  untakeable: Record<string, string>;
}

/**
 * Prints how many states and transitions of each machine the browser walked (passed paths only)
 * against the machine's totals; when every generated path of the machines run ran, writes their rows
 * to coverage.json beside it, keeping the rows of machines this run left out (`--grep checkout`).
 */
export default class MachinePathsCoverageReporter implements Reporter {
  private machines = new Map<string, Walked>();

  onTestEnd(test: TestCase, result: TestResult) {
    const annotation = test.annotations.find((a) => a.type === COVERAGE_ANNOTATION) ?? result.annotations.find((a) => a.type === COVERAGE_ANNOTATION);
    if (!annotation?.description) return;
    const coverage = JSON.parse(annotation.description) as PathCoverage;
    const walked = this.machines.get(coverage.machine) ?? {
      totals: coverage.totals,
      paths: new Map<string, number>(),
      ran: 0,
      passed: 0,
      stateIds: new Set<string>(),
      transitions: new Set<string>(),
      unreachable: coverage.unreachable,
      untakeable: coverage.untakeable,
    };
    // Each scenario declares what it cannot reach or take; the machine's row lists them all.
    Object.assign(walked.unreachable, coverage.unreachable);
    Object.assign(walked.untakeable, coverage.untakeable);
    this.machines.set(coverage.machine, walked);
    // A machine without an adapter brings only its totals.
    if (coverage.paths === 0) return;
    walked.paths.set(coverage.scenario, coverage.paths);
    walked.ran += 1;
    if (result.status === 'passed') {
      walked.passed += 1;
      coverage.stateIds.forEach((id) => walked.stateIds.add(id));
      coverage.transitions.forEach((key) => walked.transitions.add(key));
    }
    this.machines.set(coverage.machine, walked);
  }

  onEnd(_result: FullResult) {
    if (this.machines.size === 0) return;
    const rows = [...this.machines.entries()].map(([machine, w]) => ({
      machine,
      paths: `${w.passed}/${total(w.paths)}`,
      states: `${w.totals.states.filter((id) => w.stateIds.has(id)).length}/${w.totals.states.length}`,
      transitions: `${w.totals.transitions.filter((key) => w.transitions.has(key)).length}/${w.totals.transitions.length}`,
      // Not walked although an adapter should walk them (the excluded ones are listed with their reasons).
      statesNotWalked: w.totals.states.filter((id) => !w.stateIds.has(id) && !(id in w.unreachable)),
      transitionsNotWalked: w.totals.transitions.filter((key) => !w.transitions.has(key) && !(key in w.untakeable)),
      unreachable: w.unreachable,
      untakeable: w.untakeable,
    }));
    const table = [
      '| machine | paths passed | states walked | transitions walked |',
      '| --- | --- | --- | --- |',
      ...rows.map((r) => `| ${r.machine} | ${r.paths} | ${r.states} | ${r.transitions} |`),
    ].join('\n');
    console.log(`\nMachine paths walked in the browser:\n${table}\n`);
    for (const r of rows) {
      if (r.statesNotWalked.length + r.transitionsNotWalked.length === 0) continue;
      console.log(`${r.machine} not walked: ${[...r.statesNotWalked, ...r.transitionsNotWalked].join(', ')}`);
    }
    const complete = [...this.machines.values()].every((w) => w.ran === total(w.paths));
    if (!complete) return;
    const file = path.join(import.meta.dirname, 'coverage.json');
    const kept = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as typeof rows) : [];
    const merged = [...kept.map((row) => rows.find((r) => r.machine === row.machine) ?? row), ...rows.filter((r) => !kept.some((row) => row.machine === r.machine))];
    writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  }

  printsToStdio() {
    return false;
  }
}
