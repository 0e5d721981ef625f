/**
 * A strict parser of the Prometheus text exposition format (version 0.0.4), for tests that read /metrics: every line
 * must be a HELP, a TYPE, a comment or a sample of a family whose TYPE came first; label values are unescaped; a
 * histogram's buckets must be cumulative and end at +Inf with its _count. Any other line throws, naming it.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  help?: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
/** The samples a family of each type may carry, by suffix of its name. */
const SUFFIXES: Record<Family['type'], string[]> = {
  counter: ['', '_total', '_created'],
  gauge: [''],
  histogram: ['_bucket', '_sum', '_count', '_created'],
  summary: ['', '_sum', '_count', '_created'],
  untyped: [''],
};

function parseValue(text: string, line: string): number {
  if (text === '+Inf' || text === 'Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  if (text === 'NaN') return NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`not a number "${text}" in: ${line}`);
  return Number(text);
}

/** Reads `{a="x",b="y"}` from position `at` (at the brace); answers the labels and the position after `}`. */
function parseLabels(line: string, at: number): { labels: Record<string, string>; end: number } {
  const labels: Record<string, string> = {};
  let i = at + 1;
  while (line[i] !== '}') {
    const nameEnd = line.indexOf('=', i);
    if (nameEnd < 0) throw new Error(`label without "=" in: ${line}`);
    const name = line.slice(i, nameEnd).trim();
    if (!LABEL_NAME.test(name)) throw new Error(`bad label name "${name}" in: ${line}`);
    if (name in labels) throw new Error(`label "${name}" repeated in: ${line}`);
    if (line[nameEnd + 1] !== '"') throw new Error(`label value not quoted in: ${line}`);
    let value = '';
    let j = nameEnd + 2;
    for (; j < line.length && line[j] !== '"'; j += 1) {
      if (line[j] === '\\') {
        const escaped = line[j + 1];
        if (escaped === 'n') value += '\n';
        else if (escaped === '\\' || escaped === '"') value += escaped;
        else throw new Error(`bad escape "\\${escaped}" in: ${line}`);
        j += 1;
      } else value += line[j];
    }
    if (j >= line.length) throw new Error(`unterminated label value in: ${line}`);
    labels[name] = value;
    i = j + 1;
    if (line[i] === ',') i += 1;
    else if (line[i] !== '}') throw new Error(`expected "," or "}" in: ${line}`);
  }
  return { labels, end: i + 1 };
}

function familyOf(families: Map<string, Family>, sampleName: string, line: string): Family {
  for (const [name, family] of families) {
    const suffix = sampleName.startsWith(name) ? sampleName.slice(name.length) : null;
    if (suffix !== null && SUFFIXES[family.type].includes(suffix)) return family;
  }
  throw new Error(`sample of a family with no TYPE line: ${line}`);
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const helps = new Map<string, string>();
  if (text.length > 0 && !text.endsWith('\n')) throw new Error('the exposition must end with a line feed');
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
      if (!meta) continue; // a plain comment
      const [, kind, name, rest] = meta;
      if (!NAME.test(name)) throw new Error(`bad metric name in: ${line}`);
      if (kind === 'HELP') {
        if (helps.has(name)) throw new Error(`second HELP for ${name}`);
        helps.set(name, rest.replace(/\\n/g, '\n').replace(/\\\\/g, '\\'));
        const family = families.get(name);
        if (family) family.help = helps.get(name);
      } else {
        if (!TYPES.has(rest)) throw new Error(`bad type in: ${line}`);
        if (families.has(name)) throw new Error(`second TYPE for ${name}`);
        families.set(name, { name, help: helps.get(name), type: rest as Family['type'], samples: [] });
      }
      continue;
    }
    const nameMatch = /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(line);
    if (!nameMatch) throw new Error(`not a sample: ${line}`);
    const sampleName = nameMatch[0];
    let at = sampleName.length;
    let labels: Record<string, string> = {};
    if (line[at] === '{') ({ labels, end: at } = parseLabels(line, at));
    const rest = line.slice(at);
    const parts = /^ (\S+)(?: (-?\d+))?$/.exec(rest);
    if (!parts) throw new Error(`bad value or timestamp in: ${line}`);
    familyOf(families, sampleName, line).samples.push({ name: sampleName, labels, value: parseValue(parts[1], line) });
  }
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}

const seriesKey = (labels: Record<string, string>) =>
  JSON.stringify(Object.entries(labels).filter(([name]) => name !== 'le').sort(([a], [b]) => a.localeCompare(b)));

/** Each series of a histogram: buckets rising in le and in count, a +Inf bucket equal to _count, and a _sum. */
function checkHistogram(family: Family) {
  const series = new Map<string, Sample[]>();
  for (const sample of family.samples) {
    const key = seriesKey(sample.labels);
    series.set(key, [...(series.get(key) ?? []), sample]);
  }
  for (const [key, samples] of series) {
    const buckets = samples.filter((s) => s.name === `${family.name}_bucket`);
    const count = samples.find((s) => s.name === `${family.name}_count`);
    const sum = samples.find((s) => s.name === `${family.name}_sum`);
    if (!count || !sum) throw new Error(`${family.name} ${key}: no _count or _sum`);
    let previous = { le: -Infinity, value: 0 };
    for (const bucket of buckets) {
      if (bucket.labels.le === undefined) throw new Error(`${family.name} ${key}: a bucket without le`);
      const le = parseValue(bucket.labels.le, bucket.labels.le);
      if (!(le > previous.le) || bucket.value < previous.value) throw new Error(`${family.name} ${key}: buckets not cumulative at le=${bucket.labels.le}`);
      previous = { le, value: bucket.value };
    }
    if (previous.le !== Infinity || previous.value !== count.value) throw new Error(`${family.name} ${key}: the +Inf bucket differs from _count`);
  }
}

/** The value of the one sample of `name` whose labels include `labels` (undefined when none). */
export function sampleValue(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const family of families.values()) {
    const found = family.samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
    if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
    if (found.length === 1) return found[0].value;
  }
  return undefined;
}
