import { Badge } from '@shopify/polaris';

/**
 * Where a rate belongs but the staff member has none: their hours are paid $0.00 (SPEC §1), so
 * the gap is shown, never a quiet "—" or "$0.00".
 */
export function NoRateBadge() {
  return (
    <Badge tone="warning" toneAndProgressLabelOverride="Warning">
      No hourly rate
    </Badge>
  );
}
