import { addDays } from '../lib/time.js';
import { GoalCard } from './goal-card.js';
import { Failure, Loading, Section } from './section.js';
import { staffApi } from './staff-api.js';
import { hoursText, moneyText, type ShopCalendar, shiftDay, shortDate } from './staff-format.js';
import type { Me, MyCommission, MyTimesheet } from './staff-types.js';
import { useLoad } from './use-load.js';

/** How many weeks back the app shows hours for: about a month and a half, enough for a pay period. */
const WEEKS_BACK = 6;

const STATUS_WORDS: Record<MyTimesheet['status'], string> = {
  approved: 'Approved',
  pending: 'Waiting for approval',
};

/**
 * Hours and their status per week (`GET /v1/me/timesheets`). Pay shows only where the API sends
 * it: the server leaves `gross` and commission amounts out unless the shop lets staff see pay
 * (`staff_see_pay`), and this screen never works pay out by itself.
 */
export function HoursSection({
  me,
  calendar,
  onSignedOut,
}: {
  me: Me;
  calendar: ShopCalendar;
  onSignedOut: () => void;
}) {
  const from = addDays(calendar.thisWeek, -7 * WEEKS_BACK);
  const timesheets = useLoad(() => staffApi.timesheets(from, calendar.thisWeek), onSignedOut, [from]);
  const commissions = useLoad(
    () => (me.shop.staff_see_pay ? staffApi.commissions(from, calendar.today) : Promise.resolve([])),
    onSignedOut,
    [from, calendar.today, me.shop.staff_see_pay],
  );
  const weeks = [...(timesheets.data ?? [])].sort((a, b) => b.week_start.localeCompare(a.week_start));
  return (
    <Section id="hours" title={me.shop.staff_see_pay ? 'Hours and pay' : 'Your hours'}>
      {timesheets.error ? (
        <Failure error={timesheets.error} retry={() => void timesheets.reload()} />
      ) : !timesheets.data ? (
        <Loading what="your hours" />
      ) : weeks.length === 0 ? (
        <p className="muted">No hours recorded in the last {WEEKS_BACK} weeks.</p>
      ) : (
        <ul className="cards">
          {weeks.map((week) => (
            <WeekHours key={week.id} week={week} />
          ))}
        </ul>
      )}
      {me.shop.staff_see_pay && <GoalCard onSignedOut={onSignedOut} />}
      {me.shop.staff_see_pay && (
        <Commissions rows={commissions.data} error={commissions.error} timeZone={me.shop.timezone} />
      )}
    </Section>
  );
}

function WeekHours({ week }: { week: MyTimesheet }) {
  const overtime = week.overtime_hours + week.double_time_hours;
  return (
    <li className="card">
      <div className="card-head">
        <h3>Week of {shortDate(week.week_start)}</h3>
        <span className={week.status === 'approved' ? 'pill pill-good' : 'pill'}>
          {STATUS_WORDS[week.status]}
        </span>
      </div>
      <dl className="facts">
        <dt>Hours worked</dt>
        <dd>{hoursText(week.hours)}</dd>
        {overtime > 0 && (
          <>
            <dt>Of which overtime</dt>
            <dd>{hoursText(overtime)}</dd>
          </>
        )}
        {week.gross !== undefined && (
          <>
            <dt>Pay before deductions</dt>
            <dd>{moneyText(week.gross)}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

function Commissions({
  rows,
  error,
  timeZone,
}: {
  rows: MyCommission[] | undefined;
  error: unknown;
  timeZone: string;
}) {
  if (error) return <Failure error={error} />;
  if (!rows) return null;
  const shown = rows.filter((row) => row.amount !== undefined);
  return (
    <div className="card">
      <h3>Commissions</h3>
      {shown.length === 0 ? (
        <p className="muted">No commissions in this period.</p>
      ) : (
        <ul className="rows">
          {shown.map((row, index) => (
            <li key={row.id ?? `${row.occurred_at}-${index}`} className="row row-wrap">
              <span>
                {shortDate(shiftDay(row.occurred_at, timeZone))}
                {row.reference ? ` · ${row.reference}` : ''}
              </span>
              <span>
                {moneyText(row.amount!)} <span className="muted">on {moneyText(row.sale_amount)}</span>
              </span>
              {row.lines && row.lines.length > 0 && <CommissionLines row={row} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A commission's sale lines, folded away until asked for. The API sends them only with
 * `staff_see_pay` (they are amounts); staff cannot read the shop's rules, so a line says only
 * whether a commission rule or their own rate paid it.
 */
function CommissionLines({ row }: { row: MyCommission }) {
  const lines = row.lines ?? [];
  return (
    <details className="help lines">
      <summary>Lines{row.reference ? ` of ${row.reference}` : ''}</summary>
      <ul className="rows">
        {lines.map((line, index) => (
          // A staff member named twice on a sale line has two lines with its id; the list never reorders.
          // biome-ignore lint/suspicious/noArrayIndexKey: the id alone may repeat, see above
          <li key={`${line.line_id}-${index}`} className="row">
            <span>
              {line.rule === null ? 'Your rate' : 'Commission rule'}{' '}
              <span className="muted">
                · {unitsText(line.units)} on {moneyText(line.basis)}
              </span>
            </span>
            <span>{moneyText(line.amount)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

const unitsFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
function unitsText(units: number): string {
  return `${unitsFormat.format(units)} ${Math.abs(units) === 1 ? 'unit' : 'units'}`;
}
