import { Badge, Banner, BlockStack, Button, Card, InlineStack, Text } from '@shopify/polaris';
import { ApiError } from '../api/api-error.js';
import { apiSend } from '../api/client.js';
import { ErrorBanner } from './error-banner.js';
import { useShop } from './shop-context.js';
import { useAction } from './use-action.js';

/** The plan and its limits; upgrading goes through Shopify billing's confirmation page. */
export function PlanCard() {
  const { shop } = useShop();
  const { busy, error, run } = useAction();
  const { usage } = shop;

  const upgrade = () =>
    run(async () => {
      const { confirmation_url } = await apiSend<{ confirmation_url: string }>('POST', '/shop/upgrade');
      // The billing page must replace the whole admin, not load inside the app's iframe.
      window.open(confirmation_url, '_top');
    });

  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack gap="200" blockAlign="center">
          <Text as="h2" variant="headingMd">
            Plan
          </Text>
          <Badge tone={shop.plan === 'pro' ? 'success' : 'info'}>
            {shop.plan === 'pro' ? 'Pro' : 'Free'}
          </Badge>
        </InlineStack>
        <Text as="p">
          {`Active staff: ${usage.active_staff}${usage.active_staff_limit === null ? '' : ` of ${usage.active_staff_limit}`} · webhook endpoints: ${usage.webhook_endpoints} of ${usage.webhook_endpoints_limit} · ${usage.requests_per_minute_limit} API requests per minute per token`}
        </Text>
        {billingIsOff(error) ? (
          <Banner tone="info" title="Upgrading is not available here">
            <p>
              This Shiftbook is not connected to Shopify billing. Ask whoever set up Shiftbook for your shop
              to move it to the Pro plan.
            </p>
          </Banner>
        ) : (
          <ErrorBanner error={error} title="The upgrade could not start" />
        )}
        {shop.plan !== 'pro' && (
          <InlineStack>
            <Button variant="primary" onClick={upgrade} loading={busy}>
              Upgrade to Pro
            </Button>
          </InlineStack>
        )}
      </BlockStack>
    </Card>
  );
}

/**
 * A server without Shopify billing (standalone) answers the upgrade with 503: the plan is then
 * the operator's to set (README, `shop:add --plan pro`), which the manager is told in words.
 */
function billingIsOff(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503 && error.problem.code === 'service_unavailable';
}
