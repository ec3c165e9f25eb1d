/** The simulation report: figures, warnings and plots from a simulation's records, as one offline HTML file. */
import { analyse } from './analyse';
import { reportHtml } from './html';
import { plotsFor } from './plots';
import { toSvg } from './svg';
import type { SimulationData } from './types';

export { analyse, type Summary } from './analyse';
export type { EffectCount, GameRecord, SimulationData, TeamInfo } from './types';

export async function renderReport(d: SimulationData): Promise<string> {
  const summary = analyse(d);
  const plots = await Promise.all(plotsFor(d, summary).map(async (p) => ({ id: p.id, title: p.title, caption: p.caption, svg: await toSvg(p.spec) })));
  return reportHtml(d, summary, plots);
}
