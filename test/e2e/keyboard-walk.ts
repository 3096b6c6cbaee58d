import type { Locator, Page } from 'playwright-core';

/** Selectors of what the keyboard can reach, and of what a click may land on. */
const INTERACTIVE =
  'a[href], button, input, select, textarea, summary, label, [tabindex], [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="option"], [role="menuitem"], [contenteditable="true"]';

interface Stop {
  /** Which control: its data-kw mark. */
  key: string;
  /** The control in a few words: tag, role, test id and name. */
  what: string;
  box: { x: number; y: number; width: number; height: number } | null;
}

/**
 * Walks a page with the Tab key from the top and answers what a keyboard user would trip on:
 * a focusable control Tab never reaches, a control whose focus does not show, focus that never
 * comes back round (a trap), and something that reacts to a click (a pointer cursor) without
 * being a control at all. `scope`, when given, is where the walk counts controls (an open
 * dialog, whose focus Polaris keeps inside on purpose).
 *
 * Whether focus shows is judged by pixels: the control and a few pixels round it are pictured
 * focused and then blurred, and the two pictures must differ.
 */
export async function keyboardProblems(page: Page, scope?: Locator): Promise<string[]> {
  const problems: string[] = [];
  await page.mouse.move(0, 0);
  const root = scope ?? page.locator('body');
  const expected = await root.evaluate(tabbableOf);
  // Start before the first control: a focusable marker at the top that leaves at once.
  await root.evaluate((element) => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.id = 'keyboard-walk-start';
    element.prepend(start);
    start.focus();
  });
  await page.evaluate(() => document.getElementById('keyboard-walk-start')?.remove());

  const seen: string[] = [];
  const limit = expected.length * 2 + 10;
  const walked: string[] = [];
  let cycled = false;
  let trapped = false;
  let wentRound = false;
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(describeFocused);
    // The document itself, between the last control and the first; or a container a focus trap
    // (Polaris's modal) moves focus to on its way round, which is no control.
    if (!stop) {
      wentRound = true;
      continue;
    }
    // A date or time field takes a Tab for each of its parts (month, day, year).
    if (stop.key === seen.at(-1) && !wentRound) continue;
    wentRound = false;
    if (seen.includes(stop.key)) {
      cycled = stop.key === seen[0];
      trapped = !cycled;
      if (trapped) problems.push(`focus came back to ${stop.what} before the walk went round`);
      break;
    }
    seen.push(stop.key);
    walked.push(stop.what);
    if (!(await focusShows(page, stop))) problems.push(`no visible focus on ${stop.what}`);
  }
  if (!cycled && !trapped && (seen.length > 0 || expected.length > 0))
    problems.push(`Tab never came back to the first control after ${limit} presses (a keyboard trap?)`);
  for (const { key, what } of expected) if (!seen.includes(key)) problems.push(`Tab never reaches ${what}`);
  for (const what of await root.evaluate(clickableNonControls, INTERACTIVE))
    problems.push(`${what} looks clickable (pointer cursor) but is no button or link`);
  if (problems.length > 0) problems.push(`Tab went through: ${walked.join(', ')}`);
  return problems;
}

async function focusShows(page: Page, stop: Stop): Promise<boolean> {
  if (!stop.box || stop.box.width === 0 || stop.box.height === 0) return true;
  const viewport = page.viewportSize()!;
  const x = Math.max(0, Math.floor(stop.box.x) - 8);
  const y = Math.max(0, Math.floor(stop.box.y) - 8);
  const clip = {
    x,
    y,
    width: Math.min(viewport.width - x, Math.ceil(stop.box.width) + 16),
    height: Math.min(viewport.height - y, Math.ceil(stop.box.height) + 16),
  };
  if (clip.width <= 0 || clip.height <= 0) return true;
  const focused = await page.screenshot({ clip, animations: 'disabled', caret: 'initial' });
  const control = await page.evaluateHandle(() => document.activeElement as HTMLElement);
  await control.evaluate((element) => element.blur());
  const blurred = await page.screenshot({ clip, animations: 'disabled', caret: 'initial' });
  // Focused again, so the next Tab goes on from this control (from a blurred field, Chromium's
  // Tab would come back to the field itself).
  await control.evaluate((element) => element.focus());
  await control.dispose();
  return !focused.equals(blurred);
}

// The functions below run in the page: they may use only what they are given. Each control
// is marked with a data-kw key the first time it is seen, so two "Edit" buttons stay two stops.

function describeFocused(): Stop | null {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body || element === document.documentElement) return null;
  if (element.tabIndex < 0) return null;
  const name =
    element.getAttribute('aria-label') ??
    (element as HTMLInputElement).labels?.[0]?.textContent ??
    element.textContent ??
    '';
  const id = element.getAttribute('data-testid') ?? element.getAttribute('id') ?? '';
  const role = element.getAttribute('role') ?? element.getAttribute('type') ?? '';
  element.dataset.kw ??= `f${document.querySelectorAll('[data-kw]').length}`;
  const what = `<${element.tagName.toLowerCase()}${role ? ` ${role}` : ''}${id ? ` #${id}` : ''}> "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  const rect = element.getBoundingClientRect();
  return {
    key: element.dataset.kw,
    what,
    box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
  };
}

function tabbableOf(root: Element): { key: string; what: string }[] {
  const candidates = root.querySelectorAll<HTMLElement>(
    'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]',
  );
  const radioGroupsSeen = new Set<string>();
  const out: { key: string; what: string }[] = [];
  for (const element of candidates) {
    if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled) continue;
    if (element instanceof HTMLInputElement && element.type === 'hidden') continue;
    if (element.closest('[inert], [aria-hidden="true"]')) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    if (!element.getClientRects().length) continue;
    // One stop per radio group: the checked one, else the first.
    if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (radioGroupsSeen.has(element.name)) continue;
      const checked = root.querySelector(`input[type="radio"][name="${element.name}"]:checked`);
      if (checked && checked !== element) continue;
      radioGroupsSeen.add(element.name);
    }
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    const id = element.getAttribute('data-testid') ?? element.getAttribute('id') ?? '';
    const role = element.getAttribute('role') ?? element.getAttribute('type') ?? '';
    element.dataset.kw ??= `e${out.length}`;
    out.push({
      key: element.dataset.kw,
      what: `<${element.tagName.toLowerCase()}${role ? ` ${role}` : ''}${id ? ` #${id}` : ''}> "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`,
    });
  }
  return out;
}

function clickableNonControls(root: Element, interactive: string): string[] {
  const out: string[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (getComputedStyle(element).cursor !== 'pointer') continue;
    if (element.closest(interactive)) continue;
    // A pointer inherited from a parent is the parent's: report the topmost only.
    const parent = element.parentElement;
    if (parent && getComputedStyle(parent).cursor === 'pointer' && !parent.closest(interactive)) continue;
    if (!element.getClientRects().length) continue;
    out.push(`<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`);
  }
  return out;
}
