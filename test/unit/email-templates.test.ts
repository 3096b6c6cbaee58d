import { describe, expect, it } from 'vitest';
import { humanDate, humanDecimalHours, humanSpan } from '../../web/domain/email/human-times.js';
import { createSecretBox } from '../../web/security/secret-box.js';
import { queueShiftRequestManagerEmails } from '../../web/services/notifications/notify-shift-request.js';
import { EmailPayload, renderEmail } from '../../web/services/notifications/templates/index.js';
import {
  readUnsubscribeToken,
  unsubscribeToken,
} from '../../web/services/notifications/unsubscribe-token.js';

describe('dates and hours for people (SPEC §16)', () => {
  it('writes days as "Tue 2 Dec", spans in the shop zone and hours as decimals', () => {
    expect(humanDate('2025-12-02')).toBe('Tue 2 Dec');
    // 08:00Z–16:30Z is 9:00–17:30 in Paris in winter.
    const start = Date.parse('2025-12-02T08:00:00Z');
    const end = Date.parse('2025-12-02T16:30:00Z');
    expect(humanSpan(start, end, 'Europe/Paris')).toBe('Tue 2 Dec, 9:00–17:30');
    // A night shift ends on the next local day, which is named.
    expect(humanSpan(start, Date.parse('2025-12-02T23:30:00Z'), 'Europe/Paris')).toBe(
      'Tue 2 Dec, 9:00–Wed 3 Dec, 0:30',
    );
    expect([7.5, 40, 0.25, 1 / 3].map(humanDecimalHours)).toEqual(['7.5', '40', '0.25', '0.33']);
  });
});

describe('the manager email of a shift request (SPEC §16, §17)', () => {
  const payload = EmailPayload.parse({
    kind: 'manager',
    shopName: 'Corner <Shop>',
    what: {
      about: 'shift_request',
      staffName: 'Bo Chen',
      shiftStart: Date.parse('2025-12-02T14:00:00Z'),
      shiftEnd: Date.parse('2025-12-02T22:00:00Z'),
      timezone: 'America/New_York',
      fromStaffName: 'Ana Lima',
    },
  });

  it('names the taker and the shift in the shop zone, in subject, text and escaped HTML', () => {
    const email = renderEmail(payload);
    expect(email.subject).toBe('Corner <Shop>: Bo Chen asks for the shift Tue 2 Dec, 9:00–17:00');
    expect(email.text).toContain('Staff: Bo Chen');
    expect(email.text).toContain('Shift: Tue 2 Dec, 9:00–17:00');
    expect(email.text).toContain('Now with: Ana Lima');
    expect(email.html).toContain('Corner &lt;Shop&gt;');
    expect(email.html).not.toContain('<Shop>');
    expect(email.html).not.toMatch(/<script|<link|https?:\/\//i);
    // Manager emails carry no unsubscribe link, whatever the worker passes.
    expect(renderEmail(payload, { unsubscribeUrl: 'http://x.test/unsubscribe/t' }).text).not.toContain(
      'unsubscribe',
    );
  });

  it('queues nothing without an email channel (the CLI, or no SMTP_URL)', async () => {
    const deps = { db: undefined as never, repos: undefined as never, now: () => 0 };
    const shop = {
      timezone: 'UTC',
      name: 'S',
      domain: 's.myshopify.com',
      managerEmails: '["m@example.com"]',
    };
    const request = { takerName: 'Bo', shiftStart: 0, shiftEnd: 3_600_000, fromName: null };
    expect(await queueShiftRequestManagerEmails(deps, shop as never, request)).toBe(0);
  });
});

describe('unsubscribe tokens (decision 58)', () => {
  const box = createSecretBox('ab'.repeat(32));
  const other = createSecretBox('cd'.repeat(32));
  const target = { shopId: 'shp_1', staffId: 'stf_1', kind: 'reminder' as const };

  it('reads back what it was made for, under the same key only', () => {
    const token = unsubscribeToken(box, target);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[0-9a-f]{32}$/);
    expect(readUnsubscribeToken(box, token)).toEqual(target);
    expect(readUnsubscribeToken(other, token)).toBeNull();
    expect(readUnsubscribeToken(box, `${token}0`)).toBeNull();
    expect(readUnsubscribeToken(box, 'x.y')).toBeNull();
  });

  it('refuses a token for a kind no one can turn off', () => {
    const forged = unsubscribeToken(box, { ...target, kind: 'sign_in' as never });
    expect(readUnsubscribeToken(box, forged)).toBeNull();
  });
});
