/** An RFC 9457 problem from /v1, or a network failure shaped like one. */
export interface Problem {
  type?: string;
  title: string;
  status: number;
  detail?: string;
  code?: string;
  errors?: { field: string; message: string }[];
  request_id?: string;
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

/** One sentence for a banner, with the field problems after it. */
export function describeError(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const { problem } = error;
  if (error.isMissingRoute) return `This feature is not available on this server yet (${problem.status}).`;
  const fields = problem.errors?.map((e) => `${e.field} ${e.message}`).join('; ');
  const base = problem.detail ?? problem.title;
  return fields ? `${base} (${fields})` : base;
}
