// The one way the browser tests run axe-core (docs/decisions/0107): inside the page under test, in
// @axe-core/playwright's legacy mode, and asking only for the violations. Its default mode opens a
// blank page per check and ships every passing node back to the test; the same violations cost a
// third to a fifth of the time this way. The shop's pages hold no cross-origin frames, the one thing
// the default mode checks and this one cannot.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface AxeScope {
  /** Only this part of the page, by CSS selector. */
  include?: string;
  /** Only the rules of these tags (for example 'wcag2aa'); every rule without it. */
  tags?: string[];
}

/** Every axe violation on the page, as "rule: targets", serious or not. */
export async function axeViolations(page: Page, { include, tags }: AxeScope = {}) {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  if (tags) builder.withTags(tags);
  const { violations } = await builder.analyze();
  return violations.map((v) => ({
    impact: v.impact,
    text: `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  }));
}

/** No serious or critical axe violation on the page, or inside one part of it. */
export async function expectNoSeriousViolations(page: Page, include?: string) {
  const bad = (await axeViolations(page, { include })).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => v.text)).toEqual([]);
}
