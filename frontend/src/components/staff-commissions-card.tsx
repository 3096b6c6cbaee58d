import { BlockStack, Button, Card, DataTable, Text } from '@shopify/polaris';
import { useState } from 'react';
import type { Commission } from '../api/types.js';
import { commissionsByStaff, type StaffCommissions } from '../lib/commission-groups.js';
import type { DateRange } from '../lib/date-range.js';
import { centsToAmount, formatMoney } from '../lib/format.js';
import { formatRange } from '../lib/time.js';
import { CommissionOrdersModal } from './commission-orders.js';
import { useShop } from './shop-context.js';

/**
 * Commissions of the range by staff member, by name: orders, sales and commission, each in
 * integer cents with refunds and reversals taken off; a name opens that member's orders.
 */
export function StaffCommissionsCard({
  commissions,
  names,
  range,
}: {
  commissions: readonly Commission[];
  names: ReadonlyMap<string, string>;
  range: DateRange;
}) {
  const { shop } = useShop();
  const [open, setOpen] = useState<StaffCommissions>();
  const money = (cents: number) => formatMoney(centsToAmount(cents), shop.currency);
  const nameOf = (staffId: string) => names.get(staffId) ?? 'Former staff member';
  const groups = commissionsByStaff(commissions).sort((a, b) =>
    nameOf(a.staffId).localeCompare(nameOf(b.staffId)),
  );
  const total = (pick: (group: StaffCommissions) => number) =>
    groups.reduce((sum, group) => sum + pick(group), 0);

  return (
    <Card padding="0">
      <BlockStack gap="200">
        <div style={{ padding: 'var(--p-space-400) var(--p-space-400) 0' }}>
          <Text as="h2" variant="headingMd">
            Commissions by staff member
          </Text>
        </div>
        {groups.length === 0 ? (
          <div style={{ padding: '0 var(--p-space-400) var(--p-space-400)' }}>
            <Text as="p" tone="subdued">
              No commissions in these days. Staff linked to Shopify POS with a commission rate earn them on
              the orders attributed to them.
            </Text>
          </div>
        ) : (
          <DataTable
            columnContentTypes={['text', 'numeric', 'numeric', 'numeric']}
            headings={['Staff', 'Orders', 'Sales', 'Commission']}
            rows={groups.map((group) => [
              <Button
                key="n"
                variant="plain"
                accessibilityLabel={`Orders of ${nameOf(group.staffId)}`}
                onClick={() => setOpen(group)}
              >
                {nameOf(group.staffId)}
              </Button>,
              group.orders,
              money(group.saleCents),
              money(group.amountCents),
            ])}
            totals={[
              '',
              total((g) => g.orders),
              money(total((g) => g.saleCents)),
              money(total((g) => g.amountCents)),
            ]}
            totalsName={{ singular: 'Total', plural: 'Total' }}
            showTotalsInFooter
          />
        )}
      </BlockStack>
      {open && (
        <CommissionOrdersModal
          title={`Commissions of ${nameOf(open.staffId)}, ${formatRange(range.from, range.to)}`}
          rows={open.rows}
          onClose={() => setOpen(undefined)}
        />
      )}
    </Card>
  );
}
