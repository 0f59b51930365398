// The Grafana dashboard (deploy/grafana/coop-api.json) asks only for metrics the API exports, and takes its data
// source as an import input.
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/testApp';

const DASHBOARD = path.resolve(__dirname, '../../../deploy/grafana/coop-api.json');

interface Panel {
  type: string;
  title: string;
  datasource?: { uid: string };
  targets?: { expr: string }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the Grafana dashboard', () => {
  const dashboard = JSON.parse(fs.readFileSync(DASHBOARD, 'utf8')) as { __inputs: { name: string; type: string }[]; panels: Panel[] };
  const queried = dashboard.panels.filter((panel) => panel.type !== 'row');

  it('takes the Prometheus data source as an input, for every panel', () => {
    expect(dashboard.__inputs).toEqual([expect.objectContaining({ name: 'DS_PROMETHEUS', type: 'datasource' })]);
    for (const panel of queried) expect(panel.datasource?.uid).toBe('${DS_PROMETHEUS}');
  });

  it('asks only for metrics the API exports', async () => {
    t.app.deps.metrics.includeProcessMetrics();
    const exported = new Set((await t.app.deps.metrics.registry.getMetricsAsJSON()).map((metric) => metric.name));
    const asked = new Set<string>();
    for (const panel of queried) {
      for (const { expr } of panel.targets ?? []) {
        for (const [name] of expr.matchAll(/\b(?:http|coop|process|nodejs)_[a-z0-9_]+/g)) asked.add(name.replace(/_(bucket|count|sum)$/, ''));
      }
    }
    expect(asked.size).toBeGreaterThan(15);
    expect([...asked].filter((name) => !exported.has(name))).toEqual([]);
  });
});
