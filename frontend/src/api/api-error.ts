import { formatDay, localDate, localTime } from '../lib/time.js';
import type { components } from './schema.js';

type ProblemSchema = components['schemas']['Problem'];

/** An RFC 9457 problem from /v1, or a network failure shaped like one. */
export interface Problem {
  type?: string;
  title: string;
  status: number;
  detail?: string;
  code?: string;
  errors?: { field: string; message: string }[];
  request_id?: string;
  /** Extension members: the other resource a problem is about (an overlap, a day off). */
  conflicting_shift?: ProblemSchema['conflicting_shift'];
  time_off?: ProblemSchema['time_off'];
}

export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(problem.detail ?? problem.title);
    this.name = 'ApiError';
    this.status = problem.status;
    this.problem = problem;
  }

  /** The route is not there yet (or not in this deployment). */
  get isMissingRoute(): boolean {
    return (
      (this.status === 404 && this.problem.detail?.startsWith('There is no route') === true) ||
      this.status === 501
    );
  }
}

/** What a screen knows that turns a problem's parts into a manager's words. */
export interface ProblemWords {
  /** The shop's zone: times and days of the other resource are shown in it. */
  timeZone?: string;
  /** Staff by id → name; the problem names staff by handle and id only. */
  names?: ReadonlyMap<string, string>;
  /** API field → the label the screen shows it under ("url" → "Endpoint URL"). */
  labels?: Readonly<Record<string, string>>;
  /**
   * Fields whose errors the form shows on the field itself: the sentence leaves them out. `x.*`
   * stands for every item of the list `x` (`staff.0`, `staff.1`…).
   */
  inline?: readonly string[];
}

/**
 * One sentence for a banner, in the screen's words, never saying a thing twice: a problem about
 * another shift or a day off is told from its parts ("Overlaps Ana Lima's shift on Tue, Dec 1,
 * 09:00–17:00."), a field is called by its label, and a field error that only repeats `detail`
 * (or that the form shows on its field) is not appended. Empty when every part of the problem
 * is shown on a field.
 */
export function describeError(error: unknown, words: ProblemWords = {}): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const { problem } = error;
  if (error.isMissingRoute) return `This feature is not available on this server yet (${problem.status}).`;
  const told = partsSentence(problem, words);
  if (told) return told;
  const inline = { has: (field: string) => isInline(field, words) };
  const errors = problem.errors ?? [];
  const onFields = errors.length > 0 && errors.every((e) => inline.has(e.field));
  const base =
    onFields && errors.some((e) => e.message === problem.detail) ? '' : (problem.detail ?? problem.title);
  const sentences = [labelled(base, errors, words)];
  for (const e of errors) {
    if (inline.has(e.field) || e.message === problem.detail) continue;
    const message = labelled(e.message, [e], words);
    if (sentences.some((s) => s.includes(message))) continue;
    sentences.push(
      message.startsWith(labelOf(e.field, words)) ? message : `${labelOf(e.field, words)}: ${message}`,
    );
  }
  return sentences
    .filter(Boolean)
    .map((s) => (/[.!?]$/.test(s) ? s : `${s}.`))
    .join(' ');
}

/** The message of one field, in the screen's words, for the form to show on that field. */
export function fieldError(error: unknown, field: string, words: ProblemWords = {}): string | undefined {
  if (!(error instanceof ApiError) || partsSentence(error.problem, words)) return undefined;
  const found = error.problem.errors?.find((e) => e.field === field);
  return found && labelled(found.message, [found], words);
}

/** Whether the form shows `field`'s error itself: named in `inline`, or an item of a list named `x.*`. */
export function isInline(field: string, words: ProblemWords): boolean {
  const inline = words.inline ?? [];
  if (inline.includes(field)) return true;
  const dot = field.lastIndexOf('.');
  return dot > 0 && inline.includes(`${field.slice(0, dot)}.*`);
}

function labelOf(field: string, words: ProblemWords): string {
  return words.labels?.[field] ?? field;
}

/** "url must use https." → "Endpoint URL must use https.": a message that opens with its field's name. */
function labelled(message: string, errors: { field: string }[], words: ProblemWords): string {
  for (const { field } of errors) {
    const label = words.labels?.[field];
    if (label && message.startsWith(`${field} `)) return `${label}${message.slice(field.length)}`;
  }
  return message;
}

function partsSentence(problem: Problem, words: ProblemWords): string | undefined {
  const zone = words.timeZone;
  const nameOf = (part: { staff: string; staff_id: string }) => words.names?.get(part.staff_id) ?? part.staff;
  const shift = problem.conflicting_shift;
  if (shift && zone) {
    const start = Date.parse(shift.starts_at);
    const end = Date.parse(shift.ends_at);
    const startDay = localDate(start, zone);
    const endDay = localDate(end, zone);
    const until =
      endDay === startDay ? localTime(end, zone) : `${formatDay(endDay)}, ${localTime(end, zone)}`;
    return `Overlaps ${possessive(nameOf(shift))} shift on ${formatDay(startDay)}, ${localTime(start, zone)}–${until}.`;
  }
  const off = problem.time_off;
  if (off) {
    const days =
      off.starts_on === off.ends_on
        ? `on ${formatDay(off.starts_on)}`
        : `from ${formatDay(off.starts_on)} to ${formatDay(off.ends_on)}`;
    return `${nameOf(off)} has approved time off ${days}.`;
  }
  return undefined;
}

function possessive(name: string): string {
  return `${name}'s`;
}
