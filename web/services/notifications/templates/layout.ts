/** A file sent with an email, such as the `schedule` email's `.ics` (SPEC §16). */
export interface EmailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** One rendered email: its subject and both bodies of `multipart/alternative` (SPEC §16). */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[] | undefined;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML: every name and note in an email comes from people, so it is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** The HTML frame every message shares: plain, readable on a phone, no remote images. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.5;color:#202223;max-width:560px;margin:0 auto;padding:16px">${body}</body></html>`;
}

/** A link drawn as a button, in inline styles only (Gmail and Outlook drop style sheets). */
export function htmlButton(link: string, label: string): string {
  return `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#008060;color:#ffffff;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

/** A list of lines as a plain HTML list. */
export function htmlList(lines: readonly string[]): string {
  return `<ul style="padding-left:20px;margin:12px 0">${lines.map((line) => `<li style="margin:4px 0">${escapeHtml(line)}</li>`).join('')}</ul>`;
}
