import { escapeHtml, htmlPage, type RenderedEmail } from './layout.js';

/** What a sign-in email needs: the link (its token in the fragment) and how long it lasts. */
export interface SignInEmail {
  shopName: string;
  staffName: string;
  link: string;
  /** `invite` (7 days) or `link` (15 minutes). */
  purpose: 'invite' | 'link';
}

export function signInSubject(email: Pick<SignInEmail, 'shopName' | 'purpose'>): string {
  return email.purpose === 'invite'
    ? `You're invited to ${email.shopName}'s staff app`
    : `Your sign-in link for ${email.shopName}`;
}

/** SPEC §15: the sign-in link or invite; it ignores preferences and carries no unsubscribe. */
export function renderSignIn(email: SignInEmail): RenderedEmail {
  const subject = signInSubject(email);
  const lasts = email.purpose === 'invite' ? '7 days' : '15 minutes';
  const opening =
    email.purpose === 'invite'
      ? `${email.shopName} uses Shiftbook for schedules and hours. Open this link on your phone to see your shifts, hours and time off:`
      : 'Open this link to sign in to the staff app:';
  const text = [
    `Hi ${email.staffName},`,
    '',
    opening,
    email.link,
    '',
    `The link works once and lasts ${lasts}. If you did not ask for it, you can ignore this email.`,
    '',
    `— ${email.shopName} via Shiftbook`,
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>Hi ${escapeHtml(email.staffName)},</p><p>${escapeHtml(opening)}</p><p><a href="${escapeHtml(email.link)}" style="display:inline-block;padding:12px 20px;background:#008060;color:#ffffff;border-radius:8px;text-decoration:none">Sign in</a></p><p style="font-size:14px;color:#6d7175">The link works once and lasts ${lasts}. If you did not ask for it, you can ignore this email.</p><p style="font-size:14px;color:#6d7175">— ${escapeHtml(email.shopName)} via Shiftbook</p>`,
  );
  return { subject, text, html };
}
