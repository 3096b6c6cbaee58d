export const PLANS = ['free', 'pro'] as const;
export type Plan = (typeof PLANS)[number];

export interface PlanLimits {
  /** null = unlimited. */
  activeStaff: number | null;
  webhookEndpoints: number;
  requestsPerMinute: number;
}

const LIMITS: Record<Plan, PlanLimits> = {
  free: { activeStaff: 10, webhookEndpoints: 2, requestsPerMinute: 60 },
  pro: { activeStaff: null, webhookEndpoints: 20, requestsPerMinute: 600 },
};

export function planLimits(plan: string): PlanLimits {
  return LIMITS[plan as Plan] ?? LIMITS.free;
}
