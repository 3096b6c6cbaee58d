/** One local day of `GET /v1/sales` (SPEC §12). */
export interface SalesDayView {
  date: string;
  orders: number;
  sales: string;
  labour_hours: number;
  labour_cost: string;
  /** labour cost ÷ sales × 100, two decimals; null when sales ≤ 0. */
  labour_percent: string | null;
}

export interface SalesView {
  from: string;
  to: string;
  data: SalesDayView[];
}
