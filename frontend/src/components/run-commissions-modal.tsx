import { apiGetAll } from '../api/client.js';
import type { Commission, PayrollRun } from '../api/types.js';
import { commissionsOfRun } from '../lib/commission-groups.js';
import { formatRange } from '../lib/time.js';
import { CommissionOrdersModal } from './commission-orders.js';
import { useResource } from './use-resource.js';

/** A payroll line's commission order by order: the staff member's commissions of the run. */
export function RunCommissionsModal({
  run,
  staffId,
  name,
  onClose,
}: {
  run: PayrollRun;
  staffId: string;
  name: string;
  onClose: () => void;
}) {
  const rows = useResource(
    async () =>
      commissionsOfRun(
        await apiGetAll<Commission>('/commissions', {
          from: run.period_start,
          to: run.period_end,
          staff: staffId,
        }),
        run,
      ),
    [run.id, run.status, staffId],
  );
  return (
    <CommissionOrdersModal
      title={`Commissions of ${name}, ${formatRange(run.period_start, run.period_end)}`}
      rows={rows.data}
      error={rows.error}
      onClose={onClose}
    />
  );
}
