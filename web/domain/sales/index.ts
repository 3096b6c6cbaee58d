/** The sales rules of SPEC §12 (docs/decisions/0032): pure functions of integer cents. */
export { type LineShare, lineShares, salesByStaff } from './attribution.js';
export {
  attributionChange,
  type CommissionLine,
  orderCommissions,
  refundCommissions,
  reversal,
  sameCommissions,
} from './commissions.js';
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
