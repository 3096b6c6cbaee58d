import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClockController } from '../src/clock-controller.js';
import { modalView } from '../src/modal-view.js';
import { tileView } from '../src/tile-view.js';
import { createWording } from '../src/wording.js';
import { LOCALE_FILES } from './fake-i18n.js';
import { fakeClockServer, fakePos, row } from './fake-pos.js';
import { words } from './words.js';

const NOW = new Date('2026-11-24T13:30:00Z');

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Every key of a locale file with its placeholders, plural forms spelt `key#form`. */
function shape(messages: Record<string, unknown>, prefix = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [name, value] of Object.entries(messages)) {
    const key = prefix + name;
    if (typeof value === 'string')
      found.set(key, [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort());
    else
      for (const [inner, vars] of shape(value as Record<string, unknown>, `${key}.`)) found.set(inner, vars);
  }
  return found;
}

/** The keys alone, with a plural's forms reduced to the plural itself. */
function keysOf(messages: Record<string, unknown>): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const [key, vars] of shape(messages)) {
    const plural = key.match(/^(.*)\.(zero|one|two|few|many|other)$/);
    keys.set(plural ? plural[1]! : key, vars);
  }
  return keys;
}

async function tileIn(locale: string, rows = [row({ staff: 'ana', shopify_staff_member_id: '1001' })]) {
  const pos = fakePos({ staffMemberId: 1001, locale });
  vi.stubGlobal('shopify', pos.host);
  const shiftbook = fakeClockServer(rows, {}, { serverNow: () => NOW });
  const controller = createClockController({
    role: 'tile',
    fetch: shiftbook.fetch,
    now: () => NOW,
    storePollMs: 0,
    rowRefreshMs: 0,
  });
  await controller.start();
  return { pos, controller };
}

describe('the tile in the POS user’s language', () => {
  it('has English by default and French, German and Spanish, each with every key and placeholder', () => {
    expect(Object.keys(LOCALE_FILES).sort()).toEqual(
      expect.arrayContaining(['de', 'en.default', 'es', 'fr']),
    );
    const english = keysOf(LOCALE_FILES['en.default']!);
    for (const [name, messages] of Object.entries(LOCALE_FILES)) {
      const keys = keysOf(messages);
      expect([...keys.keys()].sort(), name).toEqual([...english.keys()].sort());
      for (const [key, vars] of english) expect(keys.get(key), `${name} ${key}`).toEqual(vars);
    }
  });

  it('says where the staff member stands in the locale’s words and hour cycle', async () => {
    const on = [
      row({ staff: 'ana', shopify_staff_member_id: '1001', state: 'on', since: '2026-11-24T13:05:00Z' }),
    ];
    const cases: [string, string, string][] = [
      ['en-US', 'On since 1:05 PM', 'Tap for a break or to clock out'],
      ['en-GB', 'On since 13:05', 'Tap for a break or to clock out'],
      ['fr', 'En service depuis 13:05', 'Touchez pour une pause ou pour partir'],
      ['de-DE', 'Im Dienst seit 13:05', 'Tippen für Pause oder Ausstempeln'],
      ['es-ES', 'En turno desde las 13:05', 'Toca para descansar o fichar la salida'],
    ];
    for (const [locale, heading, subheading] of cases) {
      const { controller } = await tileIn(locale, structuredClone(on));
      expect(controller.snapshot.locale).toBe(locale);
      const view = tileView(controller.snapshot, NOW, words(locale));
      expect([view.heading, view.subheading], locale).toEqual([heading, subheading]);
      controller.stop();
    }
  });

  it('words the modal, plurals and numbers included, and follows a change of POS language', async () => {
    const { pos, controller } = await tileIn('en-US', [
      row({
        staff: 'ana',
        shopify_staff_member_id: '1001',
        hours_this_week: 7.5,
        next_shift: { id: 'shf_1', starts_at: '2026-11-25T08:00:00Z', ends_at: '2026-11-25T16:30:00Z' },
      }),
    ]);
    let view = modalView(controller.snapshot, NOW, words('en-US'));
    expect(view.details).toEqual(['Next shift: Tomorrow 8:00 AM–4:30 PM', 'This week: 7.5 h']);
    expect(view.actions.map((action) => action.label)).toEqual(['Clock in']);

    pos.setLocale('fr');
    expect(controller.snapshot.locale).toBe('fr');
    view = modalView(controller.snapshot, NOW, words(controller.snapshot.locale));
    expect(view.status).toBe('Pas en service');
    expect(view.details).toEqual(['Prochain service : Demain 08:00–16:30', 'Cette semaine : 7,5 h']);
    expect(view.actions.map((action) => action.label)).toEqual(["Pointer l'arrivée"]);

    pos.setOnline(false);
    await controller.perform('in');
    await controller.perform('break-start');
    const tile = tileView(controller.snapshot, NOW, words('fr'));
    expect(tile.subheading).toBe("2 actions en attente d'envoi");
    expect(modalView(controller.snapshot, NOW, words('fr')).banners.at(-1)).toEqual({
      tone: 'warning',
      heading: "2 actions en attente d'envoi",
      text: 'Elles seront envoyées au retour de la connexion.',
    });
    expect(tileView(controller.snapshot, NOW, words('de')).subheading).toBe(
      '2 Aktionen warten auf das Senden',
    );
    expect(tileView(controller.snapshot, NOW, words('es')).subheading).toBe('2 acciones pendientes de envío');
    controller.stop();
  });

  it('falls back to English for a language it lacks, and to the device’s format for a tag Intl refuses', () => {
    const japanese = words('ja');
    expect(japanese.t('tile.locked')).toBe('Pin in to clock in or out');
    const odd = createWording({ translate: (key) => key, locale: 'en_US', timeZone: 'UTC' });
    expect(odd.time('2026-11-24T13:05:00Z')).toMatch(/1:05|13:05/);
    const nonsense = createWording({ translate: (key) => key, locale: '!!', timeZone: 'UTC' });
    expect(nonsense.time('2026-11-24T13:05:00Z')).toMatch(/1:05|13:05/);
  });
});
