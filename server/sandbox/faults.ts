/**
 * Faults on demand: the next call of a contract operation, from one browser, fails (500),
 * times out (held past the client's timeout, then answered), answers a chosen error, or answers a
 * chosen body (a provider outcome such as "no suggestions"). A browser is told apart by the
 * qa_session cookie the sandbox sets; the hook runs only where the sandbox is on.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_TIMEOUT_MS } from '../../domain/constants';
import { ApiError } from '../api-error';
import { FIRST_SCREEN_DRAW_HEADER } from '../first-screen';
import { listOperations } from '../contract';
import type { Database } from '../db/database';
import { WORDS, type Words } from '../words';
import { escapeHtml, sandboxPage } from './page';
import { operationName, QA_WORDS, qaLanguageOf, qaLanguages, type QaLanguage } from './qa-words';

export const QA_SESSION_COOKIE = 'qa_session';
/** How long a `timeout` fault holds a call by default: past the client's own timeout. */
export const FAULT_HOLD_MS = API_TIMEOUT_MS + 1_000;

export const faultKinds = ['fail', 'timeout', 'error', 'reply'] as const;
export type FaultKind = (typeof faultKinds)[number];

export interface FaultInput {
  operationId: string;
  kind: FaultKind;
  status?: number;
  code?: string;
  message?: string;
  field?: string;
  body?: unknown;
  holdMs?: number;
  /** How many calls in a row it applies to (1 unless said). */
  times?: number;
}

interface FaultRow {
  kind: FaultKind;
  status: number | null;
  code: string | null;
  message: string | null;
  field: string | null;
  body: unknown;
  hold_ms: number | null;
  [key: string]: unknown;
}

/** Outcomes QA chooses for a provider, each armed as the fault of the operation that reaches it. */
export const providerOutcomes: Record<string, { label: string; fault: FaultInput }> = {
  'sms.fail': {
    label: 'The next OTP SMS cannot be sent',
    fault: {
      operationId: 'sendOtp',
      kind: 'error',
      status: 500,
      code: 'COMMON_ERROR',
      message: 'The SMS could not be sent; please try again later.',
    },
  },
  'maps.noSuggestions': {
    label: 'The next address search finds nothing',
    fault: { operationId: 'mapsAutocomplete', kind: 'reply', body: { predictions: [] } },
  },
  'maps.fail': {
    label: 'The next address search fails',
    fault: { operationId: 'mapsAutocomplete', kind: 'fail', times: 2 },
  },
  'maps.placeNotFound': {
    label: 'The next chosen suggestion is not found',
    fault: {
      operationId: 'mapsPlaceDetails',
      kind: 'error',
      status: 404,
      code: 'ADDRESS_NOT_FOUND',
      message: 'No place with this id; please enter the address again.',
    },
  },
  'maps.distanceFail': {
    label: 'The next distance measurement fails',
    fault: { operationId: 'mapsDrivingDistances', kind: 'fail', times: 2 },
  },
};

export const paymentOutcomes = ['paid', 'declined', 'cancelled'] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

export function qaSessionOf(request: FastifyRequest): string | null {
  const match = /(?:^|;\s*)qa_session=([A-Za-z0-9_-]{16,64})(?:;|$)/.exec(request.headers.cookie ?? '');
  return match ? match[1] : null;
}

/** The browser's QA session, set as a cookie on its first sandbox page. */
export function ensureQaSession(request: FastifyRequest, reply: FastifyReply): string {
  const existing = qaSessionOf(request);
  if (existing) return existing;
  const session = randomBytes(18).toString('base64url');
  reply.header('set-cookie', `${QA_SESSION_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax`);
  return session;
}

export function createFaults(db: Database, now: () => string) {
  const operationIds = new Set(listOperations().map((o) => o.operationId));
  return {
    operationIds,
    async arm(session: string, fault: FaultInput) {
      if (!operationIds.has(fault.operationId))
        throw new ApiError(
          400,
          'VALIDATION_ERROR',
          `No operation ${fault.operationId} in the contract.`,
          'operationId',
        );
      if (!faultKinds.includes(fault.kind))
        throw new ApiError(400, 'VALIDATION_ERROR', `kind is one of ${faultKinds.join(', ')}.`, 'kind');
      if (fault.times !== undefined && !(Number.isInteger(fault.times) && fault.times >= 1 && fault.times <= 10)) {
        throw new ApiError(400, 'VALIDATION_ERROR', 'times is a whole number from 1 to 10.', 'times');
      }
      if (fault.kind === 'error' && !(Number(fault.status) >= 400 && Number(fault.status) <= 599 && fault.code)) {
        throw new ApiError(
          400,
          'VALIDATION_ERROR',
          'An error fault needs a status from 400 to 599 and a code.',
          'status',
        );
      }
      await db.query(
        `insert into sandbox_fault (qa_session, operation_id, kind, status, code, message, field, body, hold_ms, times, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          session,
          fault.operationId,
          fault.kind,
          fault.status ?? null,
          fault.code ?? null,
          fault.message ?? null,
          fault.field ?? null,
          fault.body === undefined ? null : JSON.stringify(fault.body),
          fault.holdMs ?? null,
          fault.times ?? 1,
          now(),
        ],
      );
    },
    async list(session: string) {
      return db.query<{
        id: number;
        operation_id: string;
        kind: string;
        status: number | null;
        code: string | null;
        [key: string]: unknown;
      }>('select id, operation_id, kind, status, code from sandbox_fault where qa_session = $1 order by id', [session]);
    },
    async clear(session: string) {
      await db.query('delete from sandbox_fault where qa_session = $1', [session]);
      await db.query('delete from sandbox_outcome where qa_session = $1', [session]);
    },
    /** Whether a fault is armed for this operation, without using it. */
    async isArmed(session: string, operationId: string): Promise<boolean> {
      const rows = await db.query('select 1 from sandbox_fault where qa_session = $1 and operation_id = $2 limit 1', [session, operationId]);
      return rows.length > 0;
    },
    /** The first fault armed for this operation, used once: it is gone when it has applied `times` times. */
    async take(session: string, operationId: string): Promise<FaultRow | null> {
      // Calls from several processes (or connections) may take the same fault at once: the row is locked first, so
      // each call sees the count the one before it left, and a fault armed for three calls holds exactly three.
      return db.transaction(async (tx) => {
        const [next] = await tx.query<FaultRow & { id: number; times: number }>(
          `select id, times, kind, status, code, message, field, body, hold_ms from sandbox_fault
            where qa_session = $1 and operation_id = $2 order by id limit 1 for update`,
          [session, operationId],
        );
        if (!next) return null;
        if (next.times > 1) await tx.query('update sandbox_fault set times = times - 1 where id = $1', [next.id]);
        else await tx.query('delete from sandbox_fault where id = $1', [next.id]);
        const { id: _id, times: _times, ...fault } = next;
        return fault;
      });
    },
    async choosePayment(session: string, outcome: PaymentOutcome) {
      await db.query(
        `insert into sandbox_outcome (qa_session, provider, outcome, created_at) values ($1, 'payment', $2, $3)
         on conflict (qa_session, provider) do update set outcome = excluded.outcome, created_at = excluded.created_at`,
        [session, outcome, now()],
      );
    },
    /** The payment outcome chosen for this browser, taken: the gateway page then decides by itself. */
    async takePayment(session: string): Promise<PaymentOutcome | null> {
      const [row] = await db.query<{ outcome: PaymentOutcome }>(
        `delete from sandbox_outcome where qa_session = $1 and provider = 'payment' returning outcome`,
        [session],
      );
      return row?.outcome ?? null;
    },
  };
}

export type Faults = ReturnType<typeof createFaults>;

/**
 * What a faulted call tells the customer when QA armed no message: the words the live server answers that code with,
 * so a screen that shows the server's text never shows a bare code or a developer's English.
 */
const wordsByCode: Record<string, Words> = {
  COMMON_ERROR: WORDS.commonError,
  TOO_MANY_REQUESTS: WORDS.tooManyRequests,
  PHONE_ALREADY_REGISTERED: WORDS.phoneRegistered,
  INVALID_OTP: WORDS.otpIncorrect,
  INVALID_ORDER: WORDS.pricesChanged,
  NOT_ENOUGH_POINTS: WORDS.redeemRefusal.not_enough_points,
  UNAUTHORIZED: WORDS.loginRequired,
  ADDRESS_NOT_FOUND: WORDS.addressNotFound,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The API's onRequest hook (registered only with the sandbox on): a call from a browser with a
 * qa_session and a fault armed for its operation gets the fault instead of (or, timed out, after) its answer.
 */
export function faultHook(faults: Faults) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = qaSessionOf(request);
    const operationId = request.routeOptions.config.operationId;
    if (!session || !operationId) return;
    // the server drawing a first screen does not use the fault: it leaves that answer out of the page, and the app,
    // asking for it, meets the fault as the path says
    if (request.headers[FIRST_SCREEN_DRAW_HEADER] !== undefined) {
      if (await faults.isArmed(session, operationId)) throw new ApiError(500, 'COMMON_ERROR', WORDS.commonError);
      return;
    }
    const fault = await faults.take(session, operationId);
    if (!fault) return;
    request.log.info({ operationId, kind: fault.kind }, 'sandbox fault applied');
    reply.header('x-sandbox-fault', fault.kind);
    switch (fault.kind) {
      case 'timeout':
        await sleep(fault.hold_ms ?? FAULT_HOLD_MS);
        return;
      case 'fail':
        throw new ApiError(500, 'COMMON_ERROR', WORDS.commonError);
      case 'error':
        throw new ApiError(
          fault.status ?? 500,
          fault.code ?? 'COMMON_ERROR',
          fault.message ?? wordsByCode[fault.code ?? 'COMMON_ERROR'] ?? WORDS.commonError,
          fault.field ?? undefined,
        );
      case 'reply':
        return reply.code(fault.status ?? 200).send(fault.body);
    }
  };
}

/** /sandbox/faults: arm and list this browser's faults and outcomes (HTML, or JSON with accept: application/json). */
export function registerFaultControls(sandbox: FastifyInstance, faults: Faults) {
  const wantsJson = (request: FastifyRequest) => request.headers.accept?.includes('application/json') ?? false;

  sandbox.get('/faults', async (request, reply) => {
    const session = ensureQaSession(request, reply);
    const armed = await faults.list(session);
    if (wantsJson(request)) return { session, faults: armed };
    const lang: QaLanguage = qaLanguageOf(request, reply);
    const w = QA_WORDS[lang];
    const options = [...faults.operationIds]
      .map((id) => [id, operationName(lang, id)] as const)
      .sort(([, a], [, b]) => a.localeCompare(b, lang))
      .map(([id, name]) => `<option value="${escapeHtml(id)}">${escapeHtml(name)}</option>`)
      .join('');
    const rows = armed
      .map(
        (f) =>
          `<tr><td>${escapeHtml(operationName(lang, f.operation_id))}</td><td>${escapeHtml(w.kindNames[f.kind] ?? f.kind)}</td><td>${f.status ?? ''} ${escapeHtml(f.code ? (w.codes[f.code] ?? f.code) : '')}</td></tr>`,
      )
      .join('');
    const outcomes = Object.keys(providerOutcomes)
      .map(
        (key) =>
          `<form method="post" action="/sandbox/faults/outcome" style="display:inline"><input type="hidden" name="outcome" value="${key}"><button>${escapeHtml(w.outcomes[key] ?? key)}</button></form> `,
      )
      .join('');
    const payments = paymentOutcomes
      .map(
        (o) =>
          `<form method="post" action="/sandbox/faults/outcome" style="display:inline"><input type="hidden" name="outcome" value="payment.${o}"><button>${escapeHtml(w.nextPayment(w.paymentDecision[o]))}</button></form> `,
      )
      .join('');
    const languagesLine = `<p>${w.language}: ${qaLanguages
      .map((l) =>
        l === lang
          ? `<strong lang="${l}">${QA_WORDS[l].languageName}</strong>`
          : `<a lang="${l}" href="?lang=${l}">${QA_WORDS[l].languageName}</a>`,
      )
      .join(' · ')}</p>`;
    return reply.type('text/html').send(
      sandboxPage(
        w.faultsTitle,
        `${languagesLine}<p>${escapeHtml(w.faultsIntro)}</p>
         <form method="post" action="/sandbox/faults">
           <label>${w.operation} <select name="operationId">${options}</select></label>
           <label>${w.kind} <select name="kind"><option value="fail">${w.kindFail}</option><option value="timeout">${w.kindTimeout}</option><option value="error">${w.kindError}</option></select></label>
           <label>${w.calls} <input name="times" size="2" inputmode="numeric" value="1"></label>
           <label>${w.status} <input name="status" size="4" inputmode="numeric"></label> <label>${w.code} <input name="code" size="16"></label>
           <label>${w.message} <input name="message"></label> <button>${w.arm}</button></form>
         <h2>${w.providerOutcomes}</h2><p>${payments}</p><p>${outcomes}</p>
         <h2>${w.armed}</h2><table><thead><tr><th>${w.operation}</th><th>${w.kind}</th><th>${w.answer}</th></tr></thead>
         <tbody>${rows || `<tr><td colspan="3" class="muted">${w.nothingArmed}</td></tr>`}</tbody></table>
         <form method="post" action="/sandbox/faults/clear"><button>${w.clearAll}</button></form>`,
        { lang, sandbox: w.sandbox, app: w.app },
      ),
    );
  });

  sandbox.post<{ Body: Record<string, unknown> }>('/faults', async (request, reply) => {
    const session = ensureQaSession(request, reply);
    const b = request.body ?? {};
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
    await faults.arm(session, {
      operationId: String(b.operationId ?? ''),
      kind: String(b.kind ?? '') as FaultKind,
      status: b.status === undefined || b.status === '' ? undefined : Number(b.status),
      code: text(b.code),
      message: text(b.message),
      field: text(b.field),
      body: b.body,
      holdMs: b.holdMs === undefined ? undefined : Number(b.holdMs),
      times: b.times === undefined || b.times === '' ? undefined : Number(b.times),
    });
    if (wantsJson(request)) return reply.code(201).send({ session, faults: await faults.list(session) });
    return reply.redirect('/sandbox/faults', 303);
  });

  sandbox.post<{ Body: { outcome?: string } }>('/faults/outcome', async (request, reply) => {
    const session = ensureQaSession(request, reply);
    const outcome = String(request.body?.outcome ?? '');
    const payment = /^payment\.(\w+)$/.exec(outcome)?.[1] as PaymentOutcome | undefined;
    if (payment && paymentOutcomes.includes(payment)) await faults.choosePayment(session, payment);
    else if (providerOutcomes[outcome]) await faults.arm(session, providerOutcomes[outcome].fault);
    else throw new ApiError(400, 'VALIDATION_ERROR', `No outcome ${outcome}.`, 'outcome');
    if (wantsJson(request)) return { session, outcome };
    return reply.redirect('/sandbox/faults', 303);
  });

  sandbox.post('/faults/clear', async (request, reply) => {
    await faults.clear(ensureQaSession(request, reply));
    if (wantsJson(request)) return { cleared: true };
    return reply.redirect('/sandbox/faults', 303);
  });
}
