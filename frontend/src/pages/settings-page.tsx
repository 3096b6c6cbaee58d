import { BlockStack, Layout, Page } from '@shopify/polaris';
import { EmailSettingsCard } from '../components/email-settings-card.js';
import { NotificationsCard } from '../components/notifications-card.js';
import { PayrollExportCard } from '../components/payroll-export-card.js';
import { PlanCard } from '../components/plan-card.js';
import { PosSettingsCard } from '../components/pos-settings-card.js';
import { ShopSettingsCard } from '../components/shop-settings-card.js';
import { StaffAppCard } from '../components/staff-app-card.js';
import { TokensCard } from '../components/tokens-card.js';
import { WebhooksCard } from '../components/webhooks-card.js';

export default function SettingsPage() {
  return (
    <Page title="Settings">
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <ShopSettingsCard />
            <PayrollExportCard />
            <StaffAppCard />
            <EmailSettingsCard />
            <NotificationsCard />
            <PosSettingsCard />
            <WebhooksCard />
            <TokensCard />
            <PlanCard />
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
}
