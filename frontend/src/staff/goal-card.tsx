import { Failure } from './section.js';
import { staffApi } from './staff-api.js';
import { moneyText } from './staff-format.js';
import type { MyGoal } from './staff-types.js';
import { useLoad } from './use-load.js';

const MONTH_NAME = new Intl.DateTimeFormat(undefined, { month: 'long', timeZone: 'UTC' });

/** `2026-11` as the month's name, "November". */
function monthName(month: string): string {
  return MONTH_NAME.format(new Date(`${month}-01T12:00:00Z`));
}

/**
 * The signed-in person's sales goal this month (`GET /v1/me/goal`, decision 70): a bar of their
 * sales toward it and whether the bonus was paid. Shown only where the shop lets staff see pay
 * (the caller checks); the server then sends the amounts, and nothing shows without a goal.
 */
export function GoalCard({ onSignedOut }: { onSignedOut: () => void }) {
  const goal = useLoad(() => staffApi.goal(), onSignedOut, []);
  if (goal.error) return <Failure error={goal.error} retry={() => void goal.reload()} />;
  const data = goal.data;
  if (!data || !hasGoal(data)) return null;
  const target = Number(data.goal_amount);
  const percent = target > 0 ? Math.min(100, Math.max(0, (Number(data.sales) / target) * 100)) : 100;
  return (
    <div className="card" data-testid="my-goal">
      <div className="card-head">
        <h3>{monthName(data.month)} sales goal</h3>
        {data.bonus_paid && <span className="pill pill-good">Bonus paid</span>}
      </div>
      <div
        className="goal-bar"
        role="progressbar"
        aria-label="Sales toward your goal"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
      >
        <div className="goal-bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <p>
        <span className="strong">{moneyText(data.sales)}</span> of {moneyText(data.goal_amount)}
        <span className="muted">
          {' '}
          ·{' '}
          {data.bonus_paid
            ? `${moneyText(data.goal_bonus)} bonus paid`
            : `${moneyText(data.goal_bonus)} bonus`}
        </span>
      </p>
    </div>
  );
}

type Goal = MyGoal & { goal_amount: string; goal_bonus: string; sales: string };

/** The amounts came (the shop shows pay) and there is a goal to show. */
function hasGoal(data: MyGoal): data is Goal {
  return (
    typeof data.goal_amount === 'string' && typeof data.goal_bonus === 'string' && data.sales !== undefined
  );
}
