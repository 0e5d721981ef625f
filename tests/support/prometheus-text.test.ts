import { describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from './prometheus-text';

const histogram = `# HELP t_seconds Time.
# TYPE t_seconds histogram
t_seconds_bucket{le="0.1",route="/a"} 1
t_seconds_bucket{le="+Inf",route="/a"} 2
t_seconds_sum{route="/a"} 0.3
t_seconds_count{route="/a"} 2
`;

describe('the Prometheus text parser of the tests', () => {
  it('should read families, escaped label values and a cumulative histogram', () => {
    const families = parsePrometheusText(`# HELP c_total Counts.\n# TYPE c_total counter\nc_total{why="a \\"quoted\\" \\\\ line"} 3\n${histogram}`);
    expect(sampleValue(families, 'c_total', { why: 'a "quoted" \\ line' })).toBe(3);
    expect(families.get('t_seconds')?.type).toBe('histogram');
    expect(sampleValue(families, 't_seconds_bucket', { route: '/a', le: '+Inf' })).toBe(2);
  });

  it('should refuse a sample without TYPE, a bad value, an open label and a histogram whose +Inf differs from _count', () => {
    expect(() => parsePrometheusText('x 1\n')).toThrow(/no TYPE/);
    expect(() => parsePrometheusText('# TYPE x gauge\nx one\n')).toThrow(/not a number/);
    expect(() => parsePrometheusText('# TYPE x gauge\nx{a="1} 1\n')).toThrow(/unterminated/);
    expect(() => parsePrometheusText(histogram.replace('t_seconds_count{route="/a"} 2', 't_seconds_count{route="/a"} 3'))).toThrow(/\+Inf/);
    expect(() => parsePrometheusText(histogram.replace('le="0.1",route="/a"} 1', 'le="0.1",route="/a"} 5'))).toThrow(/cumulative/);
  });
});
