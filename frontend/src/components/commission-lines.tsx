import { BlockStack, Box, Button, DataTable, InlineStack, Text } from '@shopify/polaris';
import { apiGetAll } from '../api/client.js';
import type { Commission, CommissionRule } from '../api/types.js';
import { formatMoney } from '../lib/format.js';
import { formatInstant } from '../lib/time.js';
import { useShop } from './shop-context.js';
import { useResource } from './use-resource.js';

const unitsFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/**
 * One commission's sale lines (SPEC §18): what each line paid and by which rule, or "Staff rate"
 * for the staff member's own commission rate. Rules are named from the shop's rules as they
 * stand now; one deleted since is said so.
 */
export function CommissionLines({ commission, onHide }: { commission: Commission; onHide: () => void }) {
  const { shop } = useShop();
  const money = (amount: string) => formatMoney(amount, shop.currency);
  const usesRules = commission.lines.some((line) => line.rule !== null);
  const rules = useResource(
    () => (usesRules ? apiGetAll<CommissionRule>('/commission-rules') : Promise.resolve([])),
    [usesRules],
  );
  const ruleWords = (id: string | null) => {
    if (id === null) return 'Staff rate';
    if (!rules.data) return id;
    const rule = rules.data.find((r) => r.id === id);
    return rule ? (rule.name ?? 'Untitled rule') : 'A deleted rule';
  };
  const title = `Lines of ${commission.reference ?? 'the commission'}, ${formatInstant(commission.occurred_at, shop.timezone)}`;
  return (
    <section aria-label={title}>
      <Box padding="400" borderBlockStartWidth="025" borderColor="border">
        <BlockStack gap="200">
          <InlineStack align="space-between" blockAlign="center">
            <Text as="h3" variant="headingSm">
              {title}
            </Text>
            <Button variant="plain" onClick={onHide}>
              Hide lines
            </Button>
          </InlineStack>
          <DataTable
            columnContentTypes={['text', 'text', 'numeric', 'numeric', 'numeric']}
            headings={['Line', 'Paid by', 'Basis', 'Units', 'Commission']}
            rows={commission.lines.map((line) => [
              line.line_id,
              ruleWords(line.rule),
              money(line.basis),
              unitsFormat.format(line.units),
              money(line.amount),
            ])}
          />
        </BlockStack>
      </Box>
    </section>
  );
}
