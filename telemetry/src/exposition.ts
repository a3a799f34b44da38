/**
 * Reads one sample out of Prometheus text: the value of `name` whose labels include every one of `labels`, summed
 * over the series that match (so `{cache: 'categories'}` sums hits and misses). Undefined when no series matches.
 * For tests and scripts that check what a service reports.
 */
export function readSample(exposition: string, name: string, labels: Record<string, string> = {}): number | undefined {
  let total: number | undefined;
  for (const line of exposition.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = parseLabels(match[2] ?? '');
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      total = (total ?? 0) + Number(match[3]);
    }
  }
  return total;
}

function parseLabels(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [, key, value] of text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
    if (key !== undefined && value !== undefined)
      labels[key] = value.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
  }
  return labels;
}
