/**
 * The long tasks (over 50 ms) of a Chrome trace kept by `BENCH_TRACE_DIR=<dir> npm run bench -- --trace`, each with what
 * runs in it (scripts by file, style, layout, paint, parsing), and the page's first and largest paints, in ms from the
 * navigation. Usage: npx tsx bench/long-tasks.ts <trace.json> [more traces: their medians]
 */
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; documentLoaderURL?: string; size?: number } };
}

const LONG_TASK_MS = 50;

export interface TraceFigures {
  fcpMs: number | null;
  lcpMs: number | null;
  lcpSize: number | null;
  /** the sum over long tasks of their time over 50 ms, from the first paint on (as TBT counts it) */
  blockingMs: number;
  longTasks: { startMs: number; durationMs: number; parts: [string, number][] }[];
}

/** What a trace event that runs inside a task stands for, by kind and, for scripts, the file. */
function partName(event: TraceEvent): string | null {
  const file = (url: string | undefined) => (url ? (url.split('/').pop() ?? url).replace(/-[\w-]{8}\.js$/, '.js') : 'inline');
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `evaluate ${file(event.args?.data?.url)}`;
    case 'FunctionCall':
      return `script ${file(event.args?.data?.url)}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'EventDispatch':
    case 'RunMicrotasks':
      return null;
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
    case 'ParseAuthorStyleSheet':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
    case 'Commit':
      return 'paint';
    case 'ParseHTML':
      return 'parse HTML';
    case 'Decode Image':
    case 'ImageDecodeTask':
      return 'image decode';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_SCAVENGER':
    case 'V8.GC_MARK_COMPACTOR':
      return 'GC';
    default:
      return null;
  }
}

export function traceFigures(events: TraceEvent[]): TraceFigures {
  // the page's own navigation (an SVG drawn by <img> is a document too, with a navigation of no address)
  const navigation = events.filter((e) => e.name === 'navigationStart' && /^https?:/.test(String(e.args?.data?.documentLoaderURL ?? ''))).at(-1);
  if (!navigation) throw new Error('no navigation to an address in this trace');
  const onMain = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid);
  const origin = navigation.ts;
  const ms = (ts: number) => (ts - origin) / 1000;
  const fcp = onMain.find((e) => e.name === 'firstContentfulPaint' && e.ts >= origin);
  const lcp = onMain.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.ts >= origin).at(-1);

  const tasks = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > LONG_TASK_MS * 1000 && e.ts >= origin);
  const inside = onMain.filter((e) => e.ph === 'X' && e.name !== 'RunTask');
  const longTasks = tasks.map((task) => {
    const end = task.ts + task.dur!;
    const parts = new Map<string, number>();
    // the outermost event of each kind counts (a script's nested calls are its own time)
    const counted: TraceEvent[] = [];
    for (const event of inside.filter((e) => e.ts >= task.ts && e.ts < end).sort((a, b) => a.ts - b.ts)) {
      const name = partName(event);
      if (!name) continue;
      if (counted.some((outer) => event.ts < outer.ts + (outer.dur ?? 0) && partName(outer) === name)) continue;
      counted.push(event);
      parts.set(name, (parts.get(name) ?? 0) + (event.dur ?? 0) / 1000);
    }
    return {
      startMs: ms(task.ts),
      durationMs: task.dur! / 1000,
      parts: [...parts].sort((a, b) => b[1] - a[1]).slice(0, 5),
    };
  });
  const fcpMs = fcp ? ms(fcp.ts) : null;
  const blockingMs = longTasks
    .filter((task) => fcpMs === null || task.startMs + task.durationMs > fcpMs)
    .reduce((sum, task) => sum + task.durationMs - LONG_TASK_MS, 0);
  return { fcpMs, lcpMs: lcp ? ms(lcp.ts) : null, lcpSize: (lcp?.args?.data?.size as number | undefined) ?? null, blockingMs, longTasks };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)]!;
};

if (process.argv[1]?.endsWith('long-tasks.ts')) {
  const files = process.argv.slice(2);
  const all = files.map((file) => {
    const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
    const figures = traceFigures(Array.isArray(trace) ? trace : trace.traceEvents);
    console.log(
      `${file}: FCP ${figures.fcpMs?.toFixed(0)} ms, LCP ${figures.lcpMs?.toFixed(0)} ms (size ${figures.lcpSize}), ` +
        `blocking ${figures.blockingMs.toFixed(0)} ms in ${figures.longTasks.length} long tasks`,
    );
    for (const task of figures.longTasks) {
      const parts = task.parts.map(([name, time]) => `${name} ${time.toFixed(0)}`).join(', ');
      console.log(`  at ${task.startMs.toFixed(0)} ms, ${task.durationMs.toFixed(0)} ms: ${parts}`);
    }
    return figures;
  });
  if (all.length > 1) {
    const pick = (f: (x: TraceFigures) => number | null) => median(all.map(f).filter((v): v is number => v !== null)).toFixed(0);
    console.log(`median of ${all.length}: FCP ${pick((x) => x.fcpMs)} ms, LCP ${pick((x) => x.lcpMs)} ms, blocking ${pick((x) => x.blockingMs)} ms, long tasks ${pick((x) => x.longTasks.length)}`);
  }
}
