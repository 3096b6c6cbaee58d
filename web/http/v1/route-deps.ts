import type { ExportDeps, WebhookDeps } from '../../services/deps.js';
import type { BillingDeps } from '../../services/shops/shop-plan.js';

/** What the `/v1` routers are built from. */
export type V1Deps = ExportDeps & WebhookDeps & BillingDeps;
