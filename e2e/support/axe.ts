import type { Page } from '@playwright/test';

/** axe's rule tags for WCAG 2.1 levels A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits for the colour transitions a theme switch starts: axe reads colours as they are at that
 * moment, and a button caught mid-way between its light and dark text fails contrast (seen once).
 */
export async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
