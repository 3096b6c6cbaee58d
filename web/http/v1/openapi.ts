import { z } from 'zod';
import { AppError, ERROR_STATUS, type ErrorCode } from '../../domain/errors.js';
import { WebhookTestEvent } from '../../services/webhooks/send-test-event.js';
import { IDEMPOTENT_WRITES } from '../middleware/idempotency.js';
import { problemOf } from '../problem.js';
import { exampleOf, PROBLEM_EXAMPLES } from './openapi-examples.js';
import {
  ProblemSchema,
  SchedulePublishedEvent,
  ShiftMovedEvent,
  TimesheetApprovedEvent,
} from './response-schemas.js';
import { ROUTES } from './route-catalog.js';
import { type RouteSpec, TAGS } from './route-spec.js';

type Json = Record<string, unknown>;

/**
 * Zod → JSON Schema 2020-12 (the dialect of OpenAPI 3.1). Requests are described as they are
 * sent (`io: 'input'`, so a money field is the string a client writes, not the cents it parses
 * to); schemas with a `.meta({ id })` become shared components.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', components: Json): Json {
  const generated = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  // Shared schemas come out as local `$defs`; in the document they live under components.
  const out = JSON.parse(JSON.stringify(generated).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json;
  const { $schema: _ignored, $defs, ...rest } = out as Json & { $defs?: Record<string, Json> };
  for (const [id, def] of Object.entries($defs ?? {})) components[id] = def;
  // The root itself may carry an id: keep it as a component and answer a reference.
  if (typeof rest.id === 'string') {
    const { id, ...body } = rest;
    components[id] = body;
    return { $ref: `#/components/schemas/${id}` };
  }
  return rest;
}

const COMMON_ERRORS: ErrorCode[] = ['unauthorized', 'insufficient_scope', 'rate_limited', 'internal_error'];

/** A staff session's route (`/v1/me…`) answers these instead of a bearer route's. */
const STAFF_SESSION_ERRORS: ErrorCode[] = ['staff_session_required', 'internal_error'];

function errorCodesOf(route: RouteSpec): ErrorCode[] {
  const staffSession = route.auth === 'staff_session';
  const codes = new Set<ErrorCode>(staffSession ? STAFF_SESSION_ERRORS : COMMON_ERRORS);
  if (staffSession && route.method !== 'get') codes.add('origin_mismatch');
  if (route.body || route.query) codes.add('validation_error');
  if (route.body)
    for (const code of ['invalid_json', 'payload_too_large', 'unsupported_media_type'] as const)
      codes.add(code);
  if (route.path.includes('{')) codes.add('not_found');
  if (IDEMPOTENT_WRITES.has(route.method.toUpperCase()) && !staffSession) {
    codes.add('idempotency_conflict');
    codes.add('idempotency_mismatch');
  }
  if ((route.method === 'post' || route.method === 'put' || route.method === 'patch') && route.body)
    codes.add('rule_violation');
  if (route.current && route.method !== 'get') codes.add('precondition_failed');
  for (const code of route.errors ?? []) codes.add(code);
  return [...codes];
}

/**
 * A bearer route's scope is not in `security`: OpenAPI 3.0 allows scopes only for OAuth 2
 * schemes, and the tools that check documents (Spectral's oas3-operation-security-defined, code
 * generators) still hold 3.1 documents to it. `x-scope` carries it for machines instead. A
 * staff session's route (`/v1/me…`) names the cookie.
 */
function securityOf(route: RouteSpec): Json {
  if (route.auth === 'staff_session' || !route.scope)
    return {
      security: [{ cookieAuth: [] }],
      description:
        "The signed-in staff member's own data: the `shiftbook_staff` cookie of `POST /staff-auth/session` authenticates it (a shop's token is refused with 403). Writes need the app's `Origin`.",
    };
  const scope = route.scope;
  return {
    security: [{ bearer: [] }],
    'x-scope': scope,
    description: `Scope: \`${scope}\`${scope.startsWith('read_') ? ` (or \`write_${scope.slice(5)}\`)` : ''}.`,
  };
}

const header = (description: string, schema: Json = { type: 'string' }) => ({ description, schema });

const RATE_HEADERS = {
  RateLimit: header('Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`.'),
  'RateLimit-Policy': header('The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s).'),
  'X-Request-Id': header('The request id, also in every problem.'),
};

/** A problem as the API answers it with `code`, for the document's examples. */
function problemExample(code: ErrorCode): Json {
  const { detail, errors, parts } = PROBLEM_EXAMPLES[code];
  const value = problemOf(new AppError(code, detail, { errors, parts }), '0TkB3rXq4f2Hc9Ly');
  return { summary: value.title, value };
}

/** The 403 a shop's token gets on `/v1/me…`. */
function staffTokenRefused(): Json {
  const { detail } = PROBLEM_EXAMPLES.staff_session_required;
  const value = problemOf(
    new AppError('staff_session_required', detail, { status: 403 }),
    '0TkB3rXq4f2Hc9Ly',
  );
  return { summary: value.title, value };
}

function operation(route: RouteSpec, components: Json): Json {
  const parameters: Json[] = [];
  for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
    parameters.push({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
      description: name === 'ref' ? 'The id (`stf_…`) or the handle.' : undefined,
    });
  }
  if (route.query) {
    const query = jsonSchema(route.query, 'input', components) as {
      properties?: Record<string, Json>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(query.properties ?? {}))
      parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
  }
  if (IDEMPOTENT_WRITES.has(route.method.toUpperCase()) && route.auth !== 'staff_session')
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      schema: { type: 'string', maxLength: 255 },
      description: 'Repeats with the same key and body answer the first answer for 24 h.',
    });
  if (route.current && route.method !== 'get')
    parameters.push({
      name: 'If-Match',
      in: 'header',
      required: false,
      schema: { type: 'string' },
      description: 'The ETag last read; a stale one is a 412.',
    });

  const status = String(route.status ?? 200);
  const headers: Json = route.auth === 'staff_session' ? {} : { ...RATE_HEADERS };
  if (route.current) headers.ETag = header('Strong tag of this representation, for If-Match.');
  if (status === '201') headers.Location = header('The URL of the created resource.');
  const schema = jsonSchema(route.response, 'output', components);
  const content: Json = route.file
    ? { [route.file.type]: { schema: { type: 'string' }, example: route.file.example } }
    : { 'application/json': { schema, example: exampleOf(schema, components) } };
  if (route.csv) content['text/csv'] = { schema: { type: 'string' } };

  const responses: Json = {
    [status]:
      status === '204'
        ? { description: route.summary, headers }
        : { description: route.summary, headers, content },
  };
  for (const code of errorCodesOf(route)) {
    const httpStatus = String(ERROR_STATUS[code]);
    const existing = responses[httpStatus] as
      | { description: string; content: { 'application/problem+json': { examples: Json } } }
      | undefined;
    if (existing) {
      existing.description += `, ${code}`;
      existing.content['application/problem+json'].examples[code] = problemExample(code);
      continue;
    }
    responses[httpStatus] = {
      description: code,
      headers: code === 'rate_limited' ? { 'Retry-After': header('Seconds to wait.') } : undefined,
      content: {
        'application/problem+json': {
          schema: { $ref: '#/components/schemas/Problem' },
          examples: { [code]: problemExample(code) },
        },
      },
    };
  }

  // A shop's token on a staff session's route is refused with 403 and the 401's code (SPEC §15).
  if (route.auth === 'staff_session' && !responses['403'])
    responses['403'] = {
      description: 'staff_session_required',
      content: {
        'application/problem+json': {
          schema: { $ref: '#/components/schemas/Problem' },
          examples: { staff_session_required: staffTokenRefused() },
        },
      },
    };

  const op: Json = {
    operationId: `${route.method}${route.path.replace(/\{(\w+)\}/g, 'By_$1').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: route.summary,
    tags: [route.tag],
    ...securityOf(route),
    parameters,
    responses,
  };
  if (route.body)
    op.requestBody = {
      required: true,
      content: {
        'application/json': {
          schema: jsonSchema(route.body, 'input', components),
          ...(route.example && { example: route.example }),
        },
      },
    };
  return op;
}

/** A webhook Shiftbook sends (OpenAPI 3.1 `webhooks`): the receiver's side of the call. */
function webhook(type: string, summary: string, schema: z.ZodType, components: Json): Json {
  const body = jsonSchema(schema, 'output', components);
  return {
    post: {
      operationId: `webhook${type.replace(/(^|\.)(\w)/g, (_m, _dot, c: string) => c.toUpperCase())}`,
      summary,
      tags: ['Webhooks'],
      description:
        "Signed per Standard Webhooks v1 (`webhook-id`, `webhook-timestamp`, `webhook-signature`) with the endpoint's secret. Answer 2xx within 15 s.",
      security: [{ webhookSignature: [] }],
      parameters: [
        ['webhook-id', 'The event id (`evt_…`), the same on every attempt: deduplicate by it.'],
        ['webhook-timestamp', 'When this attempt was sent, in seconds since the epoch.'],
        [
          'webhook-signature',
          '`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per signing secret, separated by spaces.',
        ],
      ].map(([name, description]) => ({
        name,
        in: 'header',
        required: true,
        description,
        schema: { type: 'string' },
      })),
      requestBody: {
        required: true,
        content: { 'application/json': { schema: body, example: exampleOf(body, components) } },
      },
      responses: {
        '2XX': { description: 'Received.' },
        '410': { description: 'Gone: disables the endpoint.' },
      },
    },
  };
}

/** The OpenAPI 3.1 document of every `/v1` route, built from the route catalog. */
export function buildOpenApiDocument(routes: readonly RouteSpec[] = ROUTES): Json {
  const components: Json = {};
  jsonSchema(ProblemSchema, 'output', components);
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    paths[route.path]![route.method] = operation(route, components);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Shiftbook API',
      version: '1',
      description:
        'Staff scheduling, time tracking and payroll for a Shopify shop. Every request carries `Authorization: Bearer <token>`; a token reaches one shop. Money is a string with two decimals; timestamps are RFC 3339. Errors are RFC 9457 problems.',
      contact: { name: 'Shiftbook support', url: 'https://shiftbook.app/docs' },
    },
    servers: [{ url: '/', description: 'The Shiftbook instance that serves this document.' }],
    tags: TAGS.map(([name, description]) => ({ name, description })),
    paths,
    webhooks: {
      'shift.moved': webhook(
        'shift.moved',
        'A shift moved (starts_at, ends_at, staff or location changed)',
        ShiftMovedEvent,
        components,
      ),
      'timesheet.approved': webhook(
        'timesheet.approved',
        'A timesheet was approved',
        TimesheetApprovedEvent,
        components,
      ),
      'schedule.published': webhook(
        'schedule.published',
        'A work week was published (POST /v1/shifts/publish published at least one draft)',
        SchedulePublishedEvent,
        components,
      ),
      'webhook.test': webhook(
        'webhook.test',
        'A test event, sent to one endpoint by POST /v1/webhooks/{id}/test (never subscribed to)',
        WebhookTestEvent,
        components,
      ),
    },
    components: {
      schemas: components,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API token (`sbk_…`) or the embedded admin session token. Each operation names the scope it needs in `x-scope`; a `write_` scope implies its `read_`.',
        },
        cookieAuth: {
          type: 'apiKey',
          in: 'cookie',
          name: 'shiftbook_staff',
          description:
            'The staff app session (SPEC §15), set HttpOnly by `POST /staff-auth/session` from an emailed sign-in link; 30 days.',
        },
        webhookSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'webhook-signature',
          description:
            "How a receiver knows a webhook is Shiftbook's: the Standard Webhooks v1 signature made with the endpoint's `whsec_` secret (answered once, when the endpoint is created or its secret rotated). Any Standard Webhooks library verifies it.",
        },
      },
    },
  };
}
