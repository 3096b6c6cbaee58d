import { InlineGrid, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { apiSend } from '../api/client.js';
import type { ShopifyStaffList, Staff } from '../api/types.js';
import { isMoneyInput, toMoneyString } from '../lib/format.js';
import { parseShopifyStaffId } from '../lib/shopify-staff.js';
import { FormModal } from './form-modal.js';
import { type PinChange, PinField, pinBody } from './pin-field.js';
import { linkConflict, ShopifyLinkField } from './shopify-link-field.js';

/** The API's fields as the form labels them, for the words of a refusal. */
const STAFF_LABELS = {
  name: 'Name',
  handle: 'Handle',
  email: 'Email',
  hourly_rate: 'Hourly rate',
  commission_rate: 'Commission rate',
  goal_amount: 'Monthly sales goal',
  goal_bonus: 'Goal bonus',
  pin: 'PIN',
  shopify_staff_member_id: 'Shopify staff member',
  'payroll_ids.gusto': 'Gusto employee ID',
  'payroll_ids.adp_wfn': 'ADP file number',
  'payroll_ids.paychex_flex': 'Paychex worker ID',
  'payroll_ids.quickbooks': 'QuickBooks employee',
};

type PayrollKey = keyof Staff['payroll_ids'];
const PAYROLL_FIELDS: { key: PayrollKey; label: string; help: string }[] = [
  { key: 'gusto', label: 'Gusto employee ID', help: '6 letters or digits' },
  { key: 'adp_wfn', label: 'ADP file number', help: '51 to 999999' },
  { key: 'paychex_flex', label: 'Paychex worker ID', help: 'Up to 10 letters or digits' },
  { key: 'quickbooks', label: 'QuickBooks employee', help: 'Their display name in QuickBooks' },
];

/**
 * Add a staff member or change one; rates travel as strings ("18.25"), empty means none. The
 * clock-in PIN is sent only when the manager sets or removes it: the API never returns one. The
 * Shopify POS link is sent only when it changed, so saving other fields never re-checks it.
 */
export function StaffModal({
  staff,
  roster,
  shopifyStaff,
  onShopifyGranted,
  onClose,
  onSaved,
}: {
  staff?: Staff;
  /** Everyone on the roster, to mark the Shopify staff already linked to someone else. */
  roster: readonly Staff[];
  shopifyStaff: ShopifyStaffList | undefined;
  onShopifyGranted: () => void;
  onClose: () => void;
  /** Called with the saved name, for the page to confirm it. */
  onSaved: (name: string) => void;
}) {
  const [name, setName] = useState(staff?.name ?? '');
  const [handle, setHandle] = useState(staff?.handle ?? '');
  const [email, setEmail] = useState(staff?.email ?? '');
  const [rate, setRate] = useState(staff?.hourly_rate ?? '');
  const [commission, setCommission] = useState(staff?.commission_rate ?? '');
  const [goal, setGoal] = useState(staff?.goal_amount ?? '');
  const [goalBonus, setGoalBonus] = useState(staff?.goal_bonus ?? '');
  const [pin, setPin] = useState<PinChange>({ kind: 'keep' });
  const [link, setLink] = useState(staff?.shopify_staff_member_id ?? '');
  const [conflict, setConflict] = useState<string>();
  const [payrollIds, setPayrollIds] = useState<Record<PayrollKey, string>>(() => ({
    gusto: staff?.payroll_ids.gusto ?? '',
    adp_wfn: staff?.payroll_ids.adp_wfn ?? '',
    paychex_flex: staff?.payroll_ids.paychex_flex ?? '',
    quickbooks: staff?.payroll_ids.quickbooks ?? '',
  }));
  // SPEC §19: only the ids that changed are sent; an emptied one is removed (null).
  const payrollChange = Object.fromEntries(
    PAYROLL_FIELDS.map(({ key }) => [key, payrollIds[key].trim() || null]).filter(
      ([key, value]) => value !== (staff?.payroll_ids[key as PayrollKey] ?? null),
    ),
  );
  const linked = parseShopifyStaffId(link);

  const rateError = rate.trim() && !isMoneyInput(rate) ? 'An amount such as 18.25' : undefined;
  const commissionError =
    commission.trim() && !isMoneyInput(commission) ? 'A percentage such as 5.00' : undefined;
  const goalError = goal.trim() && !isMoneyInput(goal) ? 'An amount such as 5000.00' : undefined;
  const goalBonusError =
    goalBonus.trim() && !isMoneyInput(goalBonus) ? 'An amount such as 150.00' : undefined;

  const save = async () => {
    const body = {
      name: name.trim(),
      handle: handle.trim(),
      email: email.trim() || null,
      hourly_rate: rate.trim() ? toMoneyString(rate) : null,
      commission_rate: commission.trim() ? toMoneyString(commission) : null,
      // Both or neither (SPEC §18): the server says so when only one is filled in.
      goal_amount: goal.trim() ? toMoneyString(goal) : null,
      goal_bonus: goalBonus.trim() ? toMoneyString(goalBonus) : null,
      ...pinBody(pin),
      ...(linked !== (staff?.shopify_staff_member_id ?? null) && { shopify_staff_member_id: linked }),
      ...(Object.keys(payrollChange).length > 0 && { payroll_ids: payrollChange }),
    };
    // A taken Shopify id is the field's error, in the server's words, not a banner: the modal stays
    // open without one.
    const taken = await (staff
      ? apiSend('PATCH', `/staff/${staff.id}`, body)
      : apiSend('POST', '/staff', body)
    ).then(
      () => undefined,
      (caught: unknown) => {
        const conflictWith = linkConflict(caught);
        if (conflictWith === undefined) {
          setConflict(undefined);
          throw caught;
        }
        return conflictWith;
      },
    );
    setConflict(taken);
    return taken === undefined;
  };

  return (
    <FormModal
      title={staff ? `Edit ${staff.name}` : 'Add staff member'}
      submit={staff ? 'Save' : 'Add staff member'}
      send={save}
      canSubmit={
        Boolean(name.trim() && handle.trim()) &&
        !rateError &&
        !commissionError &&
        !goalError &&
        !goalBonusError &&
        pin.kind !== 'invalid' &&
        linked !== 'invalid'
      }
      failure="The staff member was not saved"
      words={{ labels: STAFF_LABELS }}
      onSaved={() => onSaved(name.trim())}
      onClose={onClose}
    >
      <InlineGrid columns={2} gap="300">
        <TextField label="Name" value={name} onChange={setName} autoComplete="off" />
        <TextField
          label="Handle"
          value={handle}
          onChange={(value) => setHandle(value.toLowerCase())}
          autoComplete="off"
          helpText="Lowercase letters, digits, . _ -"
        />
      </InlineGrid>
      <TextField label="Email" type="email" value={email} onChange={setEmail} autoComplete="off" />
      <InlineGrid columns={2} gap="300">
        <TextField
          label="Hourly rate"
          value={rate}
          onChange={setRate}
          autoComplete="off"
          inputMode="decimal"
          error={rateError}
          placeholder="18.25"
        />
        <TextField
          label="Commission rate (%)"
          value={commission}
          onChange={setCommission}
          autoComplete="off"
          inputMode="decimal"
          error={commissionError}
          placeholder="5.00"
        />
      </InlineGrid>
      <InlineGrid columns={2} gap="300">
        <TextField
          label="Monthly sales goal"
          value={goal}
          onChange={setGoal}
          autoComplete="off"
          inputMode="decimal"
          error={goalError}
          placeholder="5000.00"
          helpText="Their sales in a month that earn the bonus"
        />
        <TextField
          label="Goal bonus"
          value={goalBonus}
          onChange={setGoalBonus}
          autoComplete="off"
          inputMode="decimal"
          error={goalBonusError}
          placeholder="150.00"
          helpText="Paid once a month, as a commission"
        />
      </InlineGrid>
      <PinField hasPin={staff?.has_pin ?? false} change={pin} onChange={setPin} />
      <ShopifyLinkField
        listing={shopifyStaff}
        roster={roster}
        staffId={staff?.id}
        value={link}
        onChange={(value) => {
          setLink(value);
          setConflict(undefined);
        }}
        conflict={conflict}
        onGranted={onShopifyGranted}
      />
      <InlineGrid columns={2} gap="300">
        {PAYROLL_FIELDS.map(({ key, label, help }) => (
          <TextField
            key={key}
            label={label}
            value={payrollIds[key]}
            onChange={(value) => setPayrollIds((ids) => ({ ...ids, [key]: value }))}
            autoComplete="off"
            helpText={help}
          />
        ))}
      </InlineGrid>
    </FormModal>
  );
}
