import { BlockStack, Box, Text } from '@shopify/polaris';
import { useEffect, useRef, useState } from 'react';
import { apiSend } from '../api/client.js';
import type { CommissionRulePreview as Preview, Staff } from '../api/types.js';
import { formatMoney } from '../lib/format.js';
import { formatRange } from '../lib/time.js';
import { useShop } from './shop-context.js';

/** Typing pauses this long (ms) before the preview is asked again. */
const DEBOUNCE_MS = 400;

type State =
  | { kind: 'waiting'; reason: string }
  | { kind: 'loading' }
  | { kind: 'shown'; preview: Preview }
  | { kind: 'failed'; message: string };

/**
 * What the rule on screen would have paid on last month's orders (POST
 * /v1/commission-rules/preview, decision 71), asked again a moment after each change of its
 * criteria, staff, pay or days. `body` is the rule as the form would save it, or a reason why it
 * cannot be previewed yet. An answer to an older version of the form is dropped.
 */
export function CommissionRulePreviewCard({
  body,
  staff,
}: {
  body: Record<string, unknown> | { notReady: string };
  staff: readonly Staff[];
}) {
  const { shop } = useShop();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const generation = useRef(0);
  const key = JSON.stringify(body);

  useEffect(() => {
    const mine = ++generation.current;
    const rule = JSON.parse(key) as Record<string, unknown>;
    if (typeof rule.notReady === 'string') {
      setState({ kind: 'waiting', reason: rule.notReady });
      return;
    }
    setState({ kind: 'loading' });
    const timer = setTimeout(() => {
      apiSend<Preview>('POST', '/commission-rules/preview', rule).then(
        (preview) => mine === generation.current && setState({ kind: 'shown', preview }),
        (error: Error) =>
          mine === generation.current &&
          setState({ kind: 'failed', message: error.message || 'The preview could not be loaded.' }),
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);

  const names = new Map(staff.map((s) => [s.id, s.name]));
  const money = (amount: string) => formatMoney(amount, shop.currency);
  return (
    <Box background="bg-surface-secondary" padding="300" borderRadius="200">
      <section aria-label="Preview on last month's orders" aria-live="polite" data-testid="rule-preview">
        <BlockStack gap="200">
          <Text as="h3" variant="headingSm">
            Preview on last month's orders
          </Text>
          {state.kind === 'waiting' && (
            <Text as="p" tone="subdued">
              {state.reason}
            </Text>
          )}
          {state.kind === 'loading' && (
            <Text as="p" tone="subdued">
              Working out what this rule would have paid…
            </Text>
          )}
          {state.kind === 'failed' && (
            <Text as="p" tone="subdued">
              No preview: {state.message}
            </Text>
          )}
          {state.kind === 'shown' && (
            <>
              <div data-testid="rule-preview-total">
                <Text as="p">
                  Would have paid <strong>{money(state.preview.amount)}</strong> on {state.preview.orders}{' '}
                  {state.preview.orders === 1 ? 'order' : 'orders'} last month (
                  {formatRange(state.preview.from, state.preview.to)}), on {money(state.preview.sale_amount)}{' '}
                  of sales.
                </Text>
              </div>
              {state.preview.truncated && (
                <Text as="p" tone="caution">
                  Only the month's earliest orders were read: the shop has more than a preview covers.
                </Text>
              )}
              {state.preview.staff.length > 0 && (
                <table className="rule-preview-staff" style={{ borderCollapse: 'collapse', width: '100%' }}>
                  <thead>
                    <tr>
                      <th scope="col" style={{ textAlign: 'left' }}>
                        Staff
                      </th>
                      <th scope="col" style={{ textAlign: 'right' }}>
                        Sales
                      </th>
                      <th scope="col" style={{ textAlign: 'right' }}>
                        Would have paid
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {state.preview.staff.map((row) => (
                      <tr key={row.staff_id}>
                        <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal' }}>
                          {names.get(row.staff_id) ?? row.staff}
                        </th>
                        <td style={{ textAlign: 'right' }}>{money(row.sale_amount)}</td>
                        <td style={{ textAlign: 'right' }}>{money(row.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </>
          )}
        </BlockStack>
      </section>
    </Box>
  );
}
