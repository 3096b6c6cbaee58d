/** The sales rules of SPEC §12 (docs/decisions/0032): pure functions of integer cents. */
export { type LineShare, lineShares, salesByStaff } from './attribution.js';
export {
  type CommissionRule,
  type LineFacts,
  RuleIndex,
  ruleHoldsOn,
  ruleListsStaff,
} from './commission-rules.js';
export {
  attributionChange,
  type CommissionLine,
  orderCommissions,
  refundCommissions,
  reversal,
  type SaleLineCommission,
  sameCommissions,
} from './commissions.js';
export {
  type OriginalCommission,
  type PayeeOf,
  perUnitAmount,
  type RuleFor,
  refundClawbacks,
  ruleCommissions,
} from './line-commissions.js';
export {
  lineNetCents,
  linesBelowZero,
  type OrderLine,
  type OrderSaleInput,
  orderNetCents,
  saleLines,
} from './order-lines.js';
export {
  boundRefundLines,
  type ClampedRefundLine,
  type RefundLine,
  refundByStaff,
} from './refunds.js';
export { splitByWeights } from './split-by-weights.js';
export {
  type TipKind,
  type TipShare,
  tipGateway,
  tipKind,
  tipRefundShares,
  tipShares,
  tipTotals,
} from './tips.js';
