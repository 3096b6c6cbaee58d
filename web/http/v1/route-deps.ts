import type { ClockDeps, ExportDeps, StaffAppDeps, WebhookDeps } from '../../services/deps.js';
import type { BillingDeps } from '../../services/shops/shop-plan.js';
import type { ShopifyStaffDeps } from '../../services/staff/shopify-staff-directory.js';

/** What the `/v1` routers are built from. */
export type V1Deps = ExportDeps & WebhookDeps & ClockDeps & BillingDeps & ShopifyStaffDeps & StaffAppDeps;
