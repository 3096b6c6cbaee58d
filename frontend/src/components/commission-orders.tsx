import { Button, DataTable, Modal, Text } from '@shopify/polaris';
import { useState } from 'react';
import type { Commission } from '../api/types.js';
import { COMMISSION_KIND_WORDS, commissionKind } from '../lib/commission-groups.js';
import { centsToAmount, formatMoney, formatRate } from '../lib/format.js';
import { sumCents } from '../lib/sales.js';
import { formatInstant } from '../lib/time.js';
import { CommissionLines } from './commission-lines.js';
import { ErrorBanner } from './error-banner.js';
import { useShop } from './shop-context.js';

/**
 * A staff member's commissions order by order, refunds and reversals said in words. An order
 * with sale lines (SPEC §18) opens them below the table on demand.
 */
export function CommissionOrders({ rows }: { rows: readonly Commission[] }) {
  const { shop } = useShop();
  const [open, setOpen] = useState<string>();
  const money = (amount: string) => formatMoney(amount, shop.currency);
  const opened = rows.find((row) => row.id === open);
  if (rows.length === 0)
    return (
      <Text as="p" tone="subdued">
        No commissions in this period.
      </Text>
    );
  return (
    <>
      <DataTable
        columnContentTypes={['text', 'text', 'numeric', 'numeric', 'numeric', 'text']}
        headings={['Order', 'Date', 'Sale', 'Rate', 'Commission', '']}
        rows={rows.map((row) => {
          const kind = commissionKind(row);
          return [
            row.lines.length > 0 ? (
              <Button
                key="r"
                variant="plain"
                accessibilityLabel={`Lines of ${row.reference ?? 'the commission'}, ${formatInstant(row.occurred_at, shop.timezone)}`}
                pressed={row.id === open}
                onClick={() => setOpen(row.id === open ? undefined : row.id)}
              >
                {row.reference ?? '—'}
              </Button>
            ) : (
              (row.reference ?? '—')
            ),
            formatInstant(row.occurred_at, shop.timezone),
            money(row.sale_amount),
            formatRate(row.rate),
            money(row.amount),
            kind === 'sale' ? (
              ''
            ) : (
              <Text
                key="k"
                as="span"
                tone={kind === 'manual' || kind === 'goal_bonus' ? 'subdued' : 'critical'}
              >
                {COMMISSION_KIND_WORDS[kind]}
              </Text>
            ),
          ];
        })}
        totals={[
          '',
          '',
          money(centsToAmount(sumCents(rows.map((row) => row.sale_amount)))),
          '',
          money(centsToAmount(sumCents(rows.map((row) => row.amount)))),
          '',
        ]}
        totalsName={{ singular: 'Total', plural: 'Total' }}
        showTotalsInFooter
      />
      {opened && <CommissionLines commission={opened} onHide={() => setOpen(undefined)} />}
    </>
  );
}

/** The order list in a modal, for the Sales page's staff rows and the payroll run's lines. */
export function CommissionOrdersModal({
  title,
  rows,
  error,
  onClose,
}: {
  title: string;
  /** Undefined while they load. */
  rows: readonly Commission[] | undefined;
  error?: unknown;
  onClose: () => void;
}) {
  return (
    <Modal open size="large" onClose={onClose} title={title} loading={!rows && !error}>
      <Modal.Section flush>
        <ErrorBanner error={error} title="The commissions could not be loaded" />
        {rows && <CommissionOrders rows={rows} />}
      </Modal.Section>
    </Modal>
  );
}
