import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Page } from 'playwright-core';
import { animationsDone } from './page-waits.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** The rules that read colours: what a change of colour mode alone can break. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * The serious and critical violations axe-core finds on the page as it is now, one line each; with
 * `rules`, only those rules are run.
 */
export const seriousViolations = async (page: Page, rules?: string[]): Promise<string[]> => {
  await animationsDone(page);
  // Evaluated, not added as a <script>: the app's CSP refuses inline scripts, as it should.
  if (!(await page.evaluate("'axe' in window"))) await page.evaluate(axeSource);
  const options = rules ? JSON.stringify({ runOnly: { type: 'rule', values: rules } }) : '{}';
  const violations = (await page.evaluate(
    `axe.run(document, ${options}).then((results) => results.violations)`,
  )) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const where = v.nodes
        .slice(0, 3)
        .map((n) => JSON.stringify(n.target))
        .join(', ');
      const why = v.nodes[0]?.failureSummary ? ` (${v.nodes[0].failureSummary.replace(/\s+/g, ' ')})` : '';
      return `${v.impact} ${v.id}: ${v.help} at ${where}${why}`;
    });
};
