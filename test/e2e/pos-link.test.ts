import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIso, zonedInstant } from '../../frontend/src/lib/time.js';
import { sendWebhook } from '../helpers/fake-shopify.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { installShop, startShopifyTestApp } from '../helpers/installed-shop.js';
import {
  blockShopifyCdn,
  buildAdminInto,
  checkEachStep,
  failuresOf,
  hasChromium,
  launchChromium,
  navigateTo,
  type PageWatch,
  saveDocScreenshot,
  signIn,
  watchPage,
} from './admin-browser.js';

const TIMEZONE = 'America/New_York';
/** Wednesday 10 March 2027, 14:30 in New York, for the app and the browser alike. */
const NOW = Date.parse('2027-03-10T19:30:00Z');
const MONDAY = '2027-03-08';

/**
 * A manager's session on one app, for the describe that calls it: `begin` opens a 1280×800 page
 * and signs in with the app's API token; the shared hooks picture a failed step and fail a step
 * whose page logged an error or had a request fail unexpectedly; the page and app close after.
 */
function adminSession(slug: string, browser: () => Browser) {
  const state: { app?: TestApp; token?: string; page?: Page; watch?: PageWatch } = {};
  const page = () => state.page!;
  const dialog = () => page().getByRole('dialog');
  checkEachStep(slug, () => state);
  afterAll(async () => {
    await state.page?.close();
    await state.app?.close();
  });
  return {
    dialog,
    watch: () => state.watch!,
    api: (method: string, path: string, body?: unknown) =>
      state.app!.request(method, path, { token: state.token, body }),
    /** `prepare` runs on the new page before it loads the admin. */
    begin: async (
      app: TestApp,
      token: string,
      prepare: (page: Page, watch: PageWatch) => Promise<unknown>,
    ) => {
      Object.assign(state, { app, token });
      state.page = await browser().newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
      state.page.setDefaultTimeout(5_000);
      state.watch = watchPage(state.page);
      await prepare(state.page, state.watch);
      await signIn(state.page, app.baseUrl, token);
      return state.page;
    },
    nav: (label: string, heading: string) => navigateTo(page(), label, heading),
    /** Saves the open staff form and answers the body it sent. */
    saveStaff: async () => {
      const [request] = await Promise.all([
        page().waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/v1/staff/')),
        dialog().getByRole('button', { name: 'Save' }).click(),
      ]);
      await dialog().waitFor({ state: 'detached' });
      return request.postDataJSON();
    },
    /** The roster's "Shopify POS" cell of a staff member, once it reads `text`. */
    posCell: (handle: string, text: string) =>
      page().getByTestId(`pos-${handle}`).filter({ hasText: text }).waitFor(),
  };
}

/**
 * SPEC §11 in the admin, in a real Chromium on the real app: linking staff to their Shopify staff
 * member on the Staff page (by typed id on a standalone server, from the shop's Shopify staff once
 * it granted read_users), the "Ask for the Shiftbook PIN at POS" setting, and the week's hours on
 * Who's working. The steps of each half run in order on one page, as a manager's session does.
 */
describe.skipIf(!hasChromium)('linking staff to Shopify POS in the admin, in a real browser', () => {
  let adminDir: string;
  let browser: Browser;

  beforeAll(async () => {
    [adminDir, browser] = await Promise.all([buildAdminInto(), launchChromium()]);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    rmSync(adminDir ?? '', { recursive: true, force: true });
  });

  describe('on a standalone server, by the typed id', () => {
    let page: Page;
    const { api, begin, dialog, nav, saveStaff, posCell, watch } = adminSession('pos-link', () => browser);

    beforeAll(async () => {
      const app = await startTestApp({ ADMIN_DIR: adminDir, RATE_LIMIT_DISABLED: '1' }, { now: () => NOW });
      const token = await app.token(await app.addShop('e2e-pos-typed.myshopify.com', { timezone: TIMEZONE }));
      page = await begin(app, token, (fresh) => fresh.clock.setFixedTime(NOW));
      for (const [name, handle] of [
        ['Ana Lopez', 'ana'],
        ['Ben Ode', 'ben'],
      ] as const) {
        expect((await api('POST', '/v1/staff', { name, handle, hourly_rate: '18.00' })).status).toBe(201);
      }
      // Monday's eight closed hours, for the board's "this week".
      const at = (time: string) => toIso(zonedInstant(MONDAY, time, TIMEZONE));
      const entry = await api('POST', '/v1/time-entries', {
        staff: 'ana',
        started_at: at('09:00'),
        ended_at: at('17:00'),
      });
      expect(entry.status, entry.text).toBe(201);
    }, 60_000);

    it('links a staff member by the id typed (or the address pasted), shown in the roster and kept by the API', async () => {
      await nav('Staff', 'Staff');
      await page.getByRole('columnheader', { name: 'Shopify POS' }).waitFor();
      await posCell('ana', 'Not linked');

      await page.getByRole('button', { name: 'Edit Ana Lopez' }).click();
      const field = dialog().getByLabel('Shopify staff member ID');
      await dialog().getByText('Settings › Users', { exact: false }).waitFor();
      // Outside Shopify there is no App Bridge to ask for read_users with.
      await expect(
        dialog().getByRole('button', { name: 'Pick from your Shopify staff' }).count(),
      ).resolves.toBe(0);
      await field.fill('abc');
      await dialog().getByText('The number at the end of the address, such as 103205625').waitFor();
      expect(await dialog().getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await field.fill('https://admin.shopify.com/store/e2e-pos-typed/settings/account/103205625');
      await saveScreenshot(page, 'staff-pos-link-typed-1280x800');
      expect(await saveStaff()).toMatchObject({ shopify_staff_member_id: '103205625' });

      // No Shopify staff list on a standalone server: the roster names the link by its id.
      await posCell('ana', 'ID 103205625');
      expect((await api('GET', '/v1/staff/ana')).body.shopify_staff_member_id).toBe('103205625');
      expect((await api('GET', '/v1/shopify-staff-members')).body).toEqual({ granted: false, data: [] });
    });

    it("shows the server's 409 on the field when the id is already another staff member's", async () => {
      await page.getByRole('button', { name: 'Edit Ben Ode' }).click();
      await dialog().getByLabel('Shopify staff member ID').fill('103205625');
      await watch().expectFailures(failuresOf(/\/v1\/staff\/[^/]+$/, 409), async () => {
        await dialog().getByRole('button', { name: 'Save' }).click();
        await dialog()
          .getByText('Shopify staff member 103205625 is already linked to Ana Lopez (ana).', { exact: true })
          .waitFor();
      });
      // On the field, not in a banner; the form stays open with what was typed.
      await expect(dialog().getByText('The staff member was not saved').count()).resolves.toBe(0);
      await expect(dialog().getByLabel('Shopify staff member ID').inputValue()).resolves.toBe('103205625');
      expect((await api('GET', '/v1/staff/ben')).body.shopify_staff_member_id).toBeNull();
      // Typing again clears the server's words.
      await dialog().getByLabel('Shopify staff member ID').fill('10320562');
      await expect(dialog().getByText('is already linked', { exact: false }).count()).resolves.toBe(0);
      await dialog().getByRole('button', { name: 'Cancel' }).click();
      await dialog().waitFor({ state: 'detached' });
    });

    it('leaves the link alone when other fields are saved, and unlinks when the id is cleared', async () => {
      await page.getByRole('button', { name: 'Edit Ana Lopez' }).click();
      await dialog().getByLabel('Email').fill('ana@example.com');
      expect(await saveStaff()).not.toHaveProperty('shopify_staff_member_id');
      expect((await api('GET', '/v1/staff/ana')).body.shopify_staff_member_id).toBe('103205625');

      await page.getByRole('button', { name: 'Edit Ana Lopez' }).click();
      await expect(dialog().getByLabel('Shopify staff member ID').inputValue()).resolves.toBe('103205625');
      await dialog().getByLabel('Shopify staff member ID').fill('');
      expect(await saveStaff()).toMatchObject({ shopify_staff_member_id: null });
      await posCell('ana', 'Not linked');
      expect((await api('GET', '/v1/staff/ana')).body.shopify_staff_member_id).toBeNull();
    });

    it('turns "Ask for the Shiftbook PIN at POS" on and off, saved on the shop at once', async () => {
      await nav('Settings', 'Settings');
      const box = page.getByLabel('Ask for the Shiftbook PIN at POS');
      await page
        .getByText('Turn on if your POS does not ask staff for their POS PIN', { exact: false })
        .waitFor();
      expect(await box.isChecked()).toBe(false);
      await box.check();
      await expect.poll(async () => (await api('GET', '/v1/shop')).body.pos_pin_required).toBe(true);
      // Kept across a reload: the box reads the shop.
      await page.reload();
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await expect.poll(() => box.isChecked()).toBe(true);
      await box.uncheck();
      await expect.poll(async () => (await api('GET', '/v1/shop')).body.pos_pin_required).toBe(false);
      expect(await box.isChecked()).toBe(false);
    });

    it("shows each staff member's closed hours this week on Who's working", async () => {
      await nav("Who's working", "Who's working");
      const row = (name: string) => page.getByRole('row').filter({ hasText: name });
      await row('Ana Lopez').getByText('8 h this week', { exact: true }).waitFor();
      // No hours, no line.
      await expect(row('Ben Ode').getByText('this week', { exact: false }).count()).resolves.toBe(0);
      const board = (await api('GET', '/v1/clock')).body.data as { staff: string; hours_this_week: number }[];
      expect(board.find((r) => r.staff === 'ana')?.hours_this_week).toBe(8);
    });
  });

  describe("with Shopify on, from the shop's Shopify staff once it grants read_users", () => {
    const DOMAIN = 'e2e-pos-picked.myshopify.com';
    let page: Page;
    const { api, begin, dialog, nav, saveStaff, posCell } = adminSession('pos-pick', () => browser);

    beforeAll(async () => {
      // Shopify's servers are faked in this process, so the app runs here too.
      const { app, fake } = await startShopifyTestApp({ ADMIN_DIR: adminDir });
      const { token } = await installShop(app, fake, DOMAIN, {
        staff: [
          { id: 'gid://shopify/StaffMember/1001', name: 'Ana Lima', email: 'ana@example.com', active: true },
          { id: 'gid://shopify/StaffMember/1003', name: 'Cy Former', email: null, active: false },
          { id: 'gid://shopify/StaffMember/1004', name: 'Dara Quinn', email: null, active: true },
          { id: 'gid://shopify/StaffMember/1002', name: 'Ben Okafor', email: null, active: true },
        ],
      });
      const granted = await sendWebhook(app, 'app/scopes_update', DOMAIN, {
        current: ['read_orders', 'read_users'],
      });
      expect(granted.status).toBe(200);
      page = await begin(app, token, blockShopifyCdn);
      for (const [name, handle, link] of [
        ['Ana Lopez', 'ana', '1001'],
        ['Ben Ode', 'ben', null],
        ['Cleo Park', 'cleo', null],
      ] as const) {
        const body = { name, handle, hourly_rate: '18.00', pin: '2468', shopify_staff_member_id: link };
        const res = await api('POST', '/v1/staff', body);
        expect(res.status, res.text).toBe(201);
      }
    }, 60_000);

    it('names each link in the roster by the Shopify staff member', async () => {
      await nav('Staff', 'Staff');
      await posCell('ana', 'Ana Lima');
      await posCell('ben', 'Not linked');
      await posCell('cleo', 'Not linked');
    });

    it('offers the Shopify staff in a Select, active first, the one linked elsewhere not pickable, and links the one picked', async () => {
      await page.getByRole('button', { name: 'Edit Ben Ode' }).click();
      const select = dialog().getByLabel('Shopify staff member', { exact: true });
      await select.waitFor();
      await expect(dialog().getByLabel('Shopify staff member ID').count()).resolves.toBe(0);
      const options = await select
        .locator('option')
        .evaluateAll((nodes) => nodes.map((o) => [o.textContent, (o as HTMLOptionElement).disabled]));
      expect(options).toEqual([
        ['Not linked', false],
        ['Ana Lima · ana@example.com (linked to Ana Lopez)', true],
        ['Ben Okafor', false],
        ['Dara Quinn', false],
        ['Cy Former · inactive in Shopify', false],
      ]);
      await expect(select.inputValue()).resolves.toBe('');
      await select.selectOption({ label: 'Ben Okafor' });
      await saveScreenshot(page, 'staff-pos-link-picked-1280x800');
      expect(await saveStaff()).toMatchObject({ shopify_staff_member_id: '1002' });

      await posCell('ben', 'Ben Okafor');
      expect((await api('GET', '/v1/staff/ben')).body.shopify_staff_member_id).toBe('1002');
      await saveScreenshot(page, 'staff-pos-link-1280x800');
    });

    it('unlinks by picking "Not linked"', async () => {
      await page.getByRole('button', { name: 'Edit Ben Ode' }).click();
      const select = dialog().getByLabel('Shopify staff member', { exact: true });
      await expect(select.inputValue()).resolves.toBe('1002');
      await select.selectOption({ label: 'Not linked' });
      expect(await saveStaff()).toMatchObject({ shopify_staff_member_id: null });
      await posCell('ben', 'Not linked');
      expect((await api('GET', '/v1/staff/ben')).body.shopify_staff_member_id).toBeNull();
    });
  });
});

/** A settled 1280×800 picture into the run's artifacts (and docs/screenshots with UPDATE_DOC_SCREENSHOTS=1). */
const saveScreenshot = saveDocScreenshot;
