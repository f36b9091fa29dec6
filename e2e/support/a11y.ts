import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** Phone width of the checks (spec 1 §9: under 768 cards replace tables). */
export const PHONE = { width: 390, height: 844 } as const;

type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; html: string; failureSummary?: string }[] };

const describe = (v: Violation) =>
  `${v.impact} ${v.id}: ${v.help}\n` + v.nodes.slice(0, 5).map((n) => `    ${JSON.stringify(n.target)} ${n.html.slice(0, 160)} ${n.failureSummary?.split('\n').slice(1, 2).join(' ') ?? ''}`).join('\n');

/**
 * Resolves once the page's finite animations and transitions (modal fade, toast slide, viewport change) have
 * finished, so axe measures final colours; endless ones (loaders) are not waited for.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    const finite = () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    // Two frames first: a transition started by the last action is only registered after style recalculation.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let i = 0; i < 3 && finite().length; i++) await Promise.all(finite().map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Runs axe-core on the page as it is now and fails on any critical or serious violation (WCAG A/AA and axe's
 * best practices). The full report is attached to the test either way.
 */
export async function expectAccessible(page: Page, info: TestInfo, state: string) {
  await settled(page);
  // Legacy mode runs axe in the page itself; the default opens a blank page per run to merge frame results,
  // which doubles the cost and is not needed: the web client has no iframes.
  // resultTypes: only violations are reported in full; passes and incomplete keep one node each, which spares
  // axe most of its work on large pages (the attached report lists violations only anyway).
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  const bad = (results.violations as Violation[]).filter((v) => v.impact === 'critical' || v.impact === 'serious');
  await info.attach(`axe-${state}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  expect(bad.map(describe), `axe: ${state} (${page.url()})`).toEqual([]);
}

/** The same state at phone width, then back to the previous viewport. */
export async function expectAccessibleOnPhone(page: Page, info: TestInfo, state: string) {
  const before = page.viewportSize();
  await page.setViewportSize(PHONE);
  try {
    await expectAccessible(page, info, `${state}-phone`);
    await page.screenshot({ path: info.outputPath(`${state}-phone.png`), fullPage: true });
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

/** Serves the college's settings with color_mode 'dark', as a college configured for dark mode would. */
export async function useDarkCollege(page: Page) {
  await page.route('**/api/multisite-config/frontend-config**', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.data.color_mode = 'dark';
    await route.fulfill({ response: res, json: body });
  });
}
