import { BlockStack, Button, Select, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { ApiError, describeError } from '../api/api-error.js';
import { apiGet } from '../api/client.js';
import { isEmbedded } from '../api/session.js';
import type { ShopifyStaffList, Staff } from '../api/types.js';
import { requestReadUsers } from '../lib/shopify-scopes.js';
import { describeShopifyLink, parseShopifyStaffId, shopifyLinkOptions } from '../lib/shopify-staff.js';

const FIELD = 'shopify_staff_member_id';

/** The server's words when the id is already another staff member's (409), for the field. */
export function linkConflict(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  if (!error.problem.errors?.some((e) => e.field === FIELD)) return undefined;
  return error.problem.detail ?? 'Already linked to another staff member';
}

/**
 * The staff member's Shopify staff member, whom they clock in as at POS (SPEC §11). Once the shop
 * granted `read_users` the manager picks from its Shopify staff; before that (and always outside
 * Shopify) they type the numeric id, and inside Shopify may ask for the permission.
 */
export function ShopifyLinkField({
  listing,
  roster,
  staffId,
  value,
  onChange,
  conflict,
  onGranted,
}: {
  /** `GET /v1/shopify-staff-members`; undefined while it loads or when it failed. */
  listing: ShopifyStaffList | undefined;
  roster: readonly Staff[];
  staffId: string | undefined;
  /** The id picked or typed; empty for none. */
  value: string;
  onChange: (value: string) => void;
  /** The server's 409 detail from the last save. */
  conflict: string | undefined;
  onGranted: () => void;
}) {
  const parsed = parseShopifyStaffId(value);
  if (listing?.granted) {
    const current = parsed === 'invalid' ? null : parsed;
    return (
      <Select
        label="Shopify staff member"
        options={shopifyLinkOptions(listing.data, roster, { id: staffId, linked: current })}
        value={current ?? ''}
        onChange={onChange}
        error={conflict}
        helpText="Who they are in Shopify POS: once linked, they clock in there with the Shiftbook tile."
      />
    );
  }
  return (
    <BlockStack gap="200">
      <TextField
        label="Shopify staff member ID"
        value={value}
        onChange={onChange}
        autoComplete="off"
        inputMode="numeric"
        placeholder="103205625"
        error={parsed === 'invalid' ? 'The number at the end of the address, such as 103205625' : conflict}
        helpText="To clock in at Shopify POS. In Shopify admin › Settings › Users, open the staff member: the ID is the number at the end of the address. Leave empty for no link."
      />
      {isEmbedded() && <PickFromShopify onGranted={onGranted} />}
    </BlockStack>
  );
}

/** Tries after a grant, 2 s apart: the server hears of it by Shopify's `app/scopes_update` webhook. */
const GRANT_CHECKS = 5;
const GRANT_CHECK_DELAY_MS = 2000;

/** Inside Shopify only: asks for `read_users`, then waits for the server to see the grant. */
function PickFromShopify({ onGranted }: { onGranted: () => void }) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string>();
  const pick = async () => {
    setBusy(true);
    setNote(undefined);
    try {
      if (!(await requestReadUsers())) {
        setNote('Shopify did not grant the permission: type the ID instead.');
        return;
      }
      for (let check = 0; check < GRANT_CHECKS; check++) {
        if ((await apiGet<ShopifyStaffList>('/shopify-staff-members')).granted) return onGranted();
        await new Promise((resolve) => setTimeout(resolve, GRANT_CHECK_DELAY_MS));
      }
      setNote(
        'Permission granted. Your Shopify staff appear here once Shopify tells Shiftbook: reopen this form in a minute.',
      );
    } catch (caught) {
      setNote(describeError(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <BlockStack gap="100" inlineAlign="start">
      <Button onClick={pick} loading={busy}>
        Pick from your Shopify staff
      </Button>
      <Text as="p" tone="subdued" variant="bodySm">
        {note ?? 'Asks Shopify for permission to read your staff list (Shopify Plus and POS Pro shops only).'}
      </Text>
    </BlockStack>
  );
}

/** The roster's "Shopify POS" cell: to whom the staff member is linked, or a subdued "Not linked". */
export function ShopifyLinkStatus({
  id,
  listing,
  testId,
}: {
  id: string | null;
  listing: ShopifyStaffList | undefined;
  testId?: string;
}) {
  if (id === null)
    return (
      <Text as="span" tone="subdued">
        <span data-testid={testId}>Not linked</span>
      </Text>
    );
  return <span data-testid={testId}>{describeShopifyLink(id, listing?.data)}</span>;
}
