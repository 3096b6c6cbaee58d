import { BlockStack, Checkbox, Text, TextField } from '@shopify/polaris';

/** What saving does to the PIN: leave it, set a new one, remove it; `invalid` blocks saving. */
export type PinChange =
  | { kind: 'keep' }
  | { kind: 'set'; pin: string; typed: string }
  | { kind: 'invalid'; typed: string }
  | { kind: 'clear' };

/** 4 to 8 digits, kept as a string: "0042" is a PIN, 42 is not (SPEC §10). */
const PIN = /^\d{4,8}$/;

/** The body fields of a PIN change: none when kept, so a save never touches a PIN unasked. */
export function pinBody(change: PinChange): { pin?: string | null } {
  if (change.kind === 'set') return { pin: change.pin };
  if (change.kind === 'clear') return { pin: null };
  return {};
}

function fromTyped(typed: string): PinChange {
  if (typed === '') return { kind: 'keep' };
  return PIN.test(typed) ? { kind: 'set', pin: typed, typed } : { kind: 'invalid', typed };
}

/**
 * The clock-in PIN a staff member types at the kiosk. The stored PIN is never shown (the API
 * keeps only a hash): the field says whether one is set, and takes a new one or its removal.
 */
export function PinField({
  hasPin,
  change,
  onChange,
}: {
  hasPin: boolean;
  change: PinChange;
  onChange: (change: PinChange) => void;
}) {
  const typed = 'typed' in change ? change.typed : '';
  return (
    <BlockStack gap="200">
      <TextField
        label={hasPin ? 'New clock-in PIN' : 'Clock-in PIN'}
        value={typed}
        onChange={(value) => onChange(fromTyped(value.trim()))}
        autoComplete="off"
        inputMode="numeric"
        maxLength={8}
        disabled={change.kind === 'clear'}
        error={change.kind === 'invalid' ? '4 to 8 digits' : undefined}
        helpText={
          hasPin
            ? 'A PIN is set. Type a new one to replace it, or leave this empty to keep it.'
            : 'No PIN yet: 4 to 8 digits to clock in and out at the kiosk.'
        }
      />
      {hasPin && (
        <Checkbox
          label="Remove the PIN (they can no longer clock in at the kiosk)"
          checked={change.kind === 'clear'}
          onChange={(checked) => onChange(checked ? { kind: 'clear' } : { kind: 'keep' })}
        />
      )}
    </BlockStack>
  );
}

/** "Set" or a subdued "None" in a table cell: whether a PIN exists, never the PIN. */
export function PinStatus({ hasPin, testId }: { hasPin: boolean; testId?: string }) {
  return hasPin ? (
    <span data-testid={testId}>Set</span>
  ) : (
    <Text as="span" tone="subdued">
      <span data-testid={testId}>None</span>
    </Text>
  );
}
