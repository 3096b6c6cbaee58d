import { Button, InlineError, InlineStack, Select, TextField } from '@shopify/polaris';
import type { AvailabilityKind, AvailabilityRange, Weekday } from '../api/types.js';
import { AVAILABILITY_KIND_LABELS } from '../lib/availability.js';
import { WEEKDAYS } from '../lib/time.js';
import { useFieldError } from './form-problem.js';

const KIND_OPTIONS = (Object.keys(AVAILABILITY_KIND_LABELS) as AvailabilityKind[]).map((kind) => ({
  label: AVAILABILITY_KIND_LABELS[kind],
  value: kind,
}));
const WEEKDAY_OPTIONS = WEEKDAYS.map((d) => ({ label: d[0]!.toUpperCase() + d.slice(1), value: d }));

/** A range as the editor holds it: a weekly one has its weekday. */
export type EditedRange = AvailabilityRange & { weekday?: Weekday };

/**
 * One range of the availability editor: weekday (weekly ranges only), from, until, kind, and
 * Remove. `name` says which range it is ("Weekly range 2") for the fields' hidden labels, and
 * `field` is the API's path of the range (`weekly[1]`, `exceptions[0].ranges[2]`): a refusal
 * about the range, or one of its fields, shows under it.
 */
export function AvailabilityRangeRow({
  range,
  name,
  field,
  onChange,
  onRemove,
}: {
  range: EditedRange;
  name: string;
  field: string;
  onChange: (range: EditedRange) => void;
  onRemove: () => void;
}) {
  const dotted = field.replace(/\[(\d+)\]/g, '.$1');
  const errors = [
    useFieldError(field),
    useFieldError(`${dotted}.weekday`),
    useFieldError(`${dotted}.start`),
    useFieldError(`${dotted}.end`),
    useFieldError(`${dotted}.kind`),
  ].filter((e): e is string => Boolean(e));
  return (
    <div data-testid={`range-${field}`}>
      <InlineStack gap="200" blockAlign="end" wrap={false}>
        {range.weekday !== undefined && (
          <Select
            label={`${name}: weekday`}
            labelHidden
            options={WEEKDAY_OPTIONS}
            value={range.weekday}
            onChange={(value) => onChange({ ...range, weekday: value as Weekday })}
          />
        )}
        <TextField
          label={`${name}: from`}
          labelHidden
          placeholder="09:00"
          value={range.start}
          onChange={(start) => onChange({ ...range, start })}
          autoComplete="off"
          error={errors.length > 0}
        />
        <TextField
          label={`${name}: until`}
          labelHidden
          placeholder="17:00"
          value={range.end}
          onChange={(end) => onChange({ ...range, end })}
          autoComplete="off"
          error={errors.length > 0}
        />
        <Select
          label={`${name}: kind`}
          labelHidden
          options={KIND_OPTIONS}
          value={range.kind}
          onChange={(value) => onChange({ ...range, kind: value as AvailabilityKind })}
        />
        <Button
          variant="plain"
          tone="critical"
          onClick={onRemove}
          accessibilityLabel={`Remove ${name.toLowerCase()}`}
        >
          Remove
        </Button>
      </InlineStack>
      {errors.map((message) => (
        <InlineError key={message} message={message} fieldID={`${field}-error`} />
      ))}
    </div>
  );
}

/** The API fields a range row shows under itself, for the form's `words.inline`. */
export function rangeFields(field: string): string[] {
  const dotted = field.replace(/\[(\d+)\]/g, '.$1');
  return [field, `${dotted}.weekday`, `${dotted}.start`, `${dotted}.end`, `${dotted}.kind`];
}
