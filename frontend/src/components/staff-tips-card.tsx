import { BlockStack, Card, DataTable, Text } from '@shopify/polaris';
import type { TipsRow } from '../api/types.js';
import { centsToAmount, formatMoney } from '../lib/format.js';
import { type StaffTips, tipsByStaff } from '../lib/tips.js';
import { useShop } from './shop-context.js';

/**
 * Tips of the range by staff member (GET /v1/tips, SPEC §18), by name: paycheck tips (paid
 * through payroll) and cash tips (already in hand) apart, each summed in integer cents.
 */
export function StaffTipsCard({
  rows,
  names,
}: {
  rows: readonly TipsRow[];
  names: ReadonlyMap<string, string>;
}) {
  const { shop } = useShop();
  const money = (cents: number) => formatMoney(centsToAmount(cents), shop.currency);
  const nameOf = (tips: StaffTips) => names.get(tips.staffId) ?? tips.handle;
  const staff = tipsByStaff(rows).sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
  const total = (pick: (tips: StaffTips) => number) => staff.reduce((sum, tips) => sum + pick(tips), 0);

  return (
    <Card padding="0">
      <BlockStack gap="200">
        <div style={{ padding: 'var(--p-space-400) var(--p-space-400) 0' }}>
          <Text as="h2" variant="headingMd">
            Tips by staff member
          </Text>
        </div>
        {staff.length === 0 ? (
          <div style={{ padding: '0 var(--p-space-400) var(--p-space-400)' }}>
            <Text as="p" tone="subdued">
              No tips for staff in these days. Tips on POS orders go to the staff the tip line or the sale
              names.
            </Text>
          </div>
        ) : (
          <DataTable
            columnContentTypes={['text', 'numeric', 'numeric', 'numeric']}
            headings={['Staff', 'Paycheck tips', 'Cash tips', 'Tips']}
            rows={staff.map((tips) => [
              nameOf(tips),
              money(tips.paycheckCents),
              money(tips.cashCents),
              money(tips.paycheckCents + tips.cashCents),
            ])}
            totals={[
              '',
              money(total((t) => t.paycheckCents)),
              money(total((t) => t.cashCents)),
              money(total((t) => t.paycheckCents + t.cashCents)),
            ]}
            totalsName={{ singular: 'Total', plural: 'Total' }}
            showTotalsInFooter
          />
        )}
      </BlockStack>
    </Card>
  );
}
