import { BlockStack, ChoiceList, InlineGrid, Select, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { apiSend } from '../api/client.js';
import type { CommissionRule, Staff } from '../api/types.js';
import { CRITERIA, type CriterionField, splitList } from '../lib/commission-rules.js';
import { isMoneyInput, toMoneyString } from '../lib/format.js';
import { CommissionRulePreviewCard } from './commission-rule-preview.js';
import { FormModal } from './form-modal.js';
import { useFieldError, useListFieldError } from './form-problem.js';

type Pays = 'rate' | 'amount_per_unit';

/** The API's fields as the form labels them, for the words of a refusal. */
const RULE_LABELS: Record<string, string> = {
  name: 'Name',
  staff: 'Staff',
  rate: 'Percent of the sale',
  amount_per_unit: 'Amount per unit',
  starts_on: 'First day',
  ends_on: 'Last day',
  ...Object.fromEntries(CRITERIA.map((c) => [c.field, c.label])),
};

/** Every field the form shows its own error on; lists also for their items (`skus.1`). */
const INLINE = [
  'name',
  'rate',
  'amount_per_unit',
  'starts_on',
  'ends_on',
  'staff',
  'staff.*',
  ...CRITERIA.flatMap((c) => [c.field, `${c.field}.*`]),
];

/**
 * Create or edit a commission rule (SPEC §18). Criteria are typed as comma-separated lists, staff
 * are checked (none checked is everyone), and the rule pays either a percent of the sale or an
 * amount per unit. A refusal shows on its field and keeps everything typed; an edit sends the
 * whole rule, as the API checks a PATCH as the rule it makes.
 */
export function CommissionRuleModal({
  rule,
  staff,
  onClose,
  onSaved,
}: {
  /** Undefined for a new rule. */
  rule?: CommissionRule;
  staff: readonly Staff[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [name, setName] = useState(rule?.name ?? '');
  const [criteria, setCriteria] = useState<Record<CriterionField, string>>(
    () => Object.fromEntries(CRITERIA.map((c) => [c.field, (rule?.[c.field] ?? []).join(', ')])) as never,
  );
  const [staffIds, setStaffIds] = useState<string[]>(rule?.staff_ids ?? []);
  const [pays, setPays] = useState<Pays>(rule?.amount_per_unit ? 'amount_per_unit' : 'rate');
  const [figure, setFigure] = useState(rule?.rate ?? rule?.amount_per_unit ?? '');
  const [startsOn, setStartsOn] = useState(rule?.starts_on ?? '');
  const [endsOn, setEndsOn] = useState(rule?.ends_on ?? '');

  const body = {
    name: name.trim() || null,
    ...Object.fromEntries(CRITERIA.map((c) => [c.field, splitList(criteria[c.field])])),
    staff: staffIds,
    [pays]: toMoneyString(figure),
    starts_on: startsOn || null,
    ends_on: endsOn || null,
  };
  // The preview asks only for a rule the API could take; until then it says what is missing.
  const preview = !CRITERIA.some((c) => splitList(criteria[c.field]).length > 0)
    ? {
        notReady:
          'Add a SKU, product, variant, collection, type or vendor to see what this rule would have paid.',
      }
    : !isMoneyInput(figure)
      ? {
          notReady: `Enter ${pays === 'rate' ? 'a percent' : 'an amount per unit'} to see what this rule would have paid.`,
        }
      : body;

  const save = () => {
    return rule
      ? apiSend('PATCH', `/commission-rules/${rule.id}`, body)
      : apiSend('POST', '/commission-rules', body);
  };

  // A staff member no longer listed (made inactive) still shows while the rule names them.
  const choices = staff.map((s) => ({ label: s.name, value: s.id }));
  for (const [i, id] of (rule?.staff_ids ?? []).entries())
    if (!staff.some((s) => s.id === id)) choices.push({ label: rule?.staff[i] ?? id, value: id });

  return (
    <FormModal
      title={rule ? 'Edit commission rule' : 'Add commission rule'}
      submit="Save rule"
      send={save}
      canSubmit={figure.trim() !== ''}
      failure="The rule was not saved"
      words={{ names: new Map(staff.map((s) => [s.id, s.name])), labels: RULE_LABELS, inline: INLINE }}
      onSaved={onSaved}
      onClose={onClose}
    >
      {/* Groups spaced apart: FormLayout's own spacing runs the criteria into the staff. */}
      <BlockStack gap="500">
        <Field label="Name (optional)" field="name" value={name} onChange={setName} />
        <BlockStack gap="200">
          <Text as="p" tone="subdued">
            A sale line matches when any of these does. Separate several with commas.
          </Text>
          <InlineGrid columns={2} gap="300">
            {CRITERIA.map((c) => (
              <ListField
                key={c.field}
                label={c.label}
                field={c.field}
                value={criteria[c.field]}
                onChange={(value) => setCriteria((old) => ({ ...old, [c.field]: value }))}
              />
            ))}
          </InlineGrid>
        </BlockStack>
        <StaffChoices choices={choices} selected={staffIds} onChange={setStaffIds} />
        <InlineGrid columns={2} gap="300">
          <Select
            label="Pays"
            options={[
              { label: 'Percent of the sale', value: 'rate' },
              { label: 'Amount per unit', value: 'amount_per_unit' },
            ]}
            value={pays}
            onChange={(value) => setPays(value as Pays)}
          />
          <FigureField pays={pays} value={figure} onChange={setFigure} />
        </InlineGrid>
        <InlineGrid columns={2} gap="300">
          <Field
            label="First day (optional)"
            field="starts_on"
            type="date"
            value={startsOn}
            onChange={setStartsOn}
          />
          <Field
            label="Last day (optional)"
            field="ends_on"
            type="date"
            value={endsOn}
            onChange={setEndsOn}
          />
        </InlineGrid>
        <CommissionRulePreviewCard body={preview} staff={staff} />
      </BlockStack>
    </FormModal>
  );
}

// Each field is its own component inside the form, so it reads its own part of the refusal.

function Field({
  label,
  field,
  value,
  onChange,
  type = 'text',
}: {
  label: string;
  field: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'date';
}) {
  return (
    <TextField
      label={label}
      type={type}
      value={value}
      onChange={onChange}
      autoComplete="off"
      error={useFieldError(field)}
    />
  );
}

function ListField({
  label,
  field,
  value,
  onChange,
}: {
  label: string;
  field: CriterionField;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      autoComplete="off"
      error={useListFieldError(field, splitList(value))}
    />
  );
}

function StaffChoices({
  choices,
  selected,
  onChange,
}: {
  choices: { label: string; value: string }[];
  selected: string[];
  onChange: (selected: string[]) => void;
}) {
  const names = selected.map((id) => choices.find((c) => c.value === id)?.label ?? id);
  return (
    <ChoiceList
      title="Staff (none checked: everyone)"
      allowMultiple
      choices={choices}
      selected={selected}
      onChange={onChange}
      error={useListFieldError('staff', names)}
    />
  );
}

function FigureField({
  pays,
  value,
  onChange,
}: {
  pays: Pays;
  value: string;
  onChange: (value: string) => void;
}) {
  const rateError = useFieldError('rate');
  const amountError = useFieldError('amount_per_unit');
  return (
    <TextField
      label={pays === 'rate' ? 'Percent of the sale' : 'Amount per unit'}
      suffix={pays === 'rate' ? '%' : undefined}
      inputMode="decimal"
      value={value}
      onChange={onChange}
      autoComplete="off"
      error={rateError ?? amountError}
    />
  );
}
