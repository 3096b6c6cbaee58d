import {
  Badge,
  Banner,
  BlockStack,
  Button,
  ButtonGroup,
  Card,
  DataTable,
  EmptyState,
  Layout,
  Modal,
  Page,
  Text,
} from '@shopify/polaris';
import { useState } from 'react';
import { apiGetAll, apiSend } from '../api/client.js';
import type { CommissionRule, Staff } from '../api/types.js';
import { CommissionRuleModal } from '../components/commission-rule-modal.js';
import { ErrorBanner } from '../components/error-banner.js';
import { LoadingCard } from '../components/loading-card.js';
import { useShop } from '../components/shop-context.js';
import { useAction } from '../components/use-action.js';
import { useResource } from '../components/use-resource.js';
import {
  describeCriteria,
  describeDates,
  describePay,
  describeWho,
  endingDate,
  holdsOn,
} from '../lib/commission-rules.js';
import { formatDay, today } from '../lib/time.js';

/** A rule's name in a sentence or a button's label; a rule may have none. */
function ruleName(rule: CommissionRule): string {
  return rule.name ?? describeCriteria(rule);
}

/**
 * Commission rules (SPEC §18): what a sale line pays, by product, variant, SKU, collection, type
 * or vendor, instead of the staff member's own rate. A rule applies to orders recorded while it
 * holds; changing one recomputes nothing already paid, which the page says.
 */
export default function CommissionRulesPage() {
  const { shop } = useShop();
  const [editing, setEditing] = useState<CommissionRule | 'new'>();
  const [deleting, setDeleting] = useState<CommissionRule>();
  const [done, setDone] = useState<string>();
  const [ending, setEnding] = useState<string>();
  const action = useAction();
  const staff = useResource(() => apiGetAll<Staff>('/staff'), []);
  const rules = useResource(() => apiGetAll<CommissionRule>('/commission-rules'), []);
  const names = new Map((staff.data ?? []).map((s) => [s.id, s.name]));
  const localToday = today(shop.timezone);

  const end = async (rule: CommissionRule, on: string) => {
    setDone(undefined);
    setEnding(rule.id);
    const ended = await action.run(() => apiSend('PATCH', `/commission-rules/${rule.id}`, { ends_on: on }));
    if (ended) setDone(`${ruleName(rule)} ended on ${formatDay(on)}: orders from today on no longer use it.`);
    setEnding(undefined);
    void rules.reload();
  };

  const rows = (rules.data ?? []).map((rule) => {
    const endOn = endingDate(rule, localToday);
    const label = ruleName(rule);
    return [
      rule.name ?? (
        <Text key="n" as="span" tone="subdued">
          Untitled
        </Text>
      ),
      describeCriteria(rule),
      describeWho(rule, names),
      describePay(rule, shop.currency),
      describeDates(rule),
      holdsOn(rule, localToday) ? (
        <Badge key="a" tone="success">
          Active
        </Badge>
      ) : (
        <Badge key="a">Not active</Badge>
      ),
      <ButtonGroup key="b">
        <Button accessibilityLabel={`Edit ${label}`} onClick={() => setEditing(rule)}>
          Edit
        </Button>
        {endOn && (
          <Button
            accessibilityLabel={`End ${label}`}
            loading={ending === rule.id}
            onClick={() => void end(rule, endOn)}
          >
            End
          </Button>
        )}
        <Button accessibilityLabel={`Delete ${label}`} tone="critical" onClick={() => setDeleting(rule)}>
          Delete
        </Button>
      </ButtonGroup>,
    ];
  });

  return (
    <Page
      title="Commission rules"
      subtitle="Pay a percent or an amount per unit on chosen products instead of a staff member's own rate."
      primaryAction={{ content: 'Add rule', onAction: () => setEditing('new') }}
    >
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <ErrorBanner error={staff.error ?? rules.error} title="The rules could not be loaded" />
            <ErrorBanner error={action.error} title="The rule was not ended" onDismiss={action.clearError} />
            {done && (
              <Banner tone="success" onDismiss={() => setDone(undefined)}>
                <p>{done}</p>
              </Banner>
            )}
            <Text as="p" tone="subdued">
              An order takes the rules that hold on its day, when Shiftbook records it. Changing or deleting a
              rule does not change commissions already recorded.
            </Text>
            <Card padding="0">
              {rules.loading && !rules.data ? (
                <LoadingCard lines={4} />
              ) : rows.length === 0 ? (
                <EmptyState heading="No commission rules" image="">
                  <p>Every sale pays each staff member's own commission rate.</p>
                </EmptyState>
              ) : (
                <DataTable
                  columnContentTypes={['text', 'text', 'text', 'numeric', 'text', 'text', 'text']}
                  headings={['Rule', 'Matches', 'Staff', 'Pays', 'Days', 'Today', '']}
                  rows={rows}
                />
              )}
            </Card>
          </BlockStack>
        </Layout.Section>
      </Layout>
      {editing && (
        <CommissionRuleModal
          rule={editing === 'new' ? undefined : editing}
          staff={staff.data ?? []}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void rules.reload();
          }}
        />
      )}
      {deleting && (
        <DeleteRuleModal
          rule={deleting}
          onClose={() => setDeleting(undefined)}
          onDeleted={() => {
            setDeleting(undefined);
            void rules.reload();
          }}
        />
      )}
    </Page>
  );
}

function DeleteRuleModal({
  rule,
  onClose,
  onDeleted,
}: {
  rule: CommissionRule;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { busy, error, run } = useAction();
  const remove = async () => {
    if (await run(() => apiSend('DELETE', `/commission-rules/${rule.id}`))) onDeleted();
  };
  return (
    <Modal
      open
      onClose={onClose}
      title="Delete commission rule?"
      primaryAction={{
        content: 'Delete rule',
        destructive: true,
        loading: busy,
        onAction: () => void remove(),
      }}
      secondaryActions={[{ content: 'Cancel', onAction: onClose }]}
    >
      <Modal.Section>
        <BlockStack gap="200">
          <ErrorBanner error={error} title="The rule was not deleted" />
          <p>
            {ruleName(rule)} will no longer apply to new orders. Commissions already recorded with it stay as
            they are.
          </p>
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
