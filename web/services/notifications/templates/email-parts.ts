import { escapeHtml } from './layout.js';

/**
 * The pieces every notification shares, so the templates read as a set: a greeting, lines of
 * facts, a button to the staff app and a footer that says why the email came and how to stop it.
 */

/** What the worker adds when it sends: the one-click unsubscribe link of that kind (SPEC §16). */
export interface SendingExtras {
  unsubscribeUrl?: string | undefined;
}

/** One "label: value" line of facts. */
export type Fact = [label: string, value: string];

export function factsText(facts: Fact[]): string {
  return facts.map(([label, value]) => `${label}: ${value}`).join('\n');
}

export function factsHtml(facts: Fact[]): string {
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#6d7175;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0 16px">${rows}</table>`;
}

export function buttonHtml(href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:#008060;color:#ffffff;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

/** The footer's text: who sent it and, for staff emails, how to turn the kind off. */
export function footerText(shopName: string, why: string, extras: SendingExtras): string {
  const lines = ['', `— ${shopName} via Shiftbook`, why];
  if (extras.unsubscribeUrl) lines.push(`Stop these emails: ${extras.unsubscribeUrl}`);
  return lines.join('\n');
}

export function footerHtml(shopName: string, why: string, extras: SendingExtras): string {
  const stop = extras.unsubscribeUrl
    ? ` <a href="${escapeHtml(extras.unsubscribeUrl)}" style="color:#6d7175">Stop these emails</a>.`
    : '';
  return `<p style="font-size:14px;color:#6d7175;margin-top:24px">— ${escapeHtml(shopName)} via Shiftbook<br>${escapeHtml(why)}${stop}</p>`;
}
