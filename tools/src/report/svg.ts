/** Renders a Vega-Lite spec to an SVG string in Node: no browser, no canvas, no network. */
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';

export async function toSvg(spec: TopLevelSpec): Promise<string> {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
