import { describe, expect, it } from 'vitest';
import generated from '../../server/sandbox/qa-paths.json';
import { chartGraphOf } from './chart-graph';
import { chartPathOf } from './chart-paths';
import { machinesById } from './machine-gallery';

describe('chartPathOf', () => {
  it("should draw every step of every generated QA path on its machine's chart", () => {
    for (const { machineId, paths } of generated.machines) {
      const graph = chartGraphOf(machinesById.get(machineId)!);
      const edgeIds = new Set(graph.edges.map((edge) => edge.id));
      for (const qaPath of paths) {
        const drawn = chartPathOf(graph, qaPath);
        expect(drawn.edgeIds.length, qaPath.id).toBeGreaterThanOrEqual(qaPath.steps.length);
        expect(
          drawn.edgeIds.filter((id) => !edgeIds.has(id)),
          qaPath.id,
        ).toEqual([]);
      }
    }
  });

  it("should follow a payment path's branches in order, each the branch the path names", () => {
    const payment = generated.machines.find((m) => m.machineId === 'payment')!;
    const failing = payment.paths.find((p) =>
      p.steps.some((s) => s.transition.includes('error.actor.requestPaymentUrl')),
    )!;
    const graph = chartGraphOf(machinesById.get('payment')!);
    const drawn = chartPathOf(graph, failing);
    const labels = drawn.edgeIds.map((id) => graph.edges.find((edge) => edge.id === id)!.label);
    expect(labels).toContain('error: requestPaymentUrl');
    expect(drawn.nodeIds).toContain('payment.urlFailed');
    expect(drawn.name).toMatch(/^payment-\d\d → .+ \(\d+ steps\)$/);
    // the second eventless branch of routingResult, never the first
    const routing = payment.paths
      .flatMap((p) => p.steps)
      .find((s) => s.transition === 'payment.routingResult (always)#1')!;
    const [edge] = chartPathOf(graph, { ...failing, steps: [routing] }).edgeIds;
    expect(graph.edges.find((e) => e.id === edge)).toMatchObject({ source: 'payment.routingResult', kind: 'always' });
    expect(edge).toBe(graph.edges.filter((e) => e.source === 'payment.routingResult')[1].id);
  });
});
