const GID = /^gid:\/\/shopify\/StaffMember\/([1-9][0-9]*)$/;
const NUMERIC = /^[1-9][0-9]*$/;

/**
 * The pinned staff member's id as Shiftbook stores it (`shopify_staff_member_id`: the numeric id
 * as a string). POS gives a number today; a string or a `gid://shopify/StaffMember/123` is taken
 * too, so a change of shape on Shopify's side does not unlink everyone. Anything else is null.
 */
export function normaliseStaffMemberId(value: unknown): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? String(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (NUMERIC.test(text)) return text;
  return GID.exec(text)?.[1] ?? null;
}
