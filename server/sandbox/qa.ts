/**
 * /sandbox/qa: the QA paths `npm run qa:paths` wrote (qa-paths.json), walked by a named
 * tester: steps to tick, a start that prepares the path's faults and opens the app on its screen,
 * pass or fail with a note kept in qa_walk, and the walks exported as Markdown and CSV.
 * The console and the steps read in the tester's language (vi, en or ja, kept in a cookie; server/sandbox/qa-words.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalisePhone } from '../../domain/phone';
import { ApiError } from '../api-error';
import type { Database } from '../db/database';
import { hashPassword } from '../services/passwords';
import { ensureQaSession, type FaultKind, type Faults, type PaymentOutcome } from './faults';
import type { Overrides } from './overrides';
import { escapeHtml, sandboxPage } from './page';
import { LAUNCH_SCRIPT, WALKER_SCRIPT } from './qa-scripts';
import { faultWords, QA_WORDS, qaLanguageOf, qaLanguages, type QaLanguage } from './qa-words';

type Worded = Record<QaLanguage, string>;

interface QaPath {
  id: string;
  machine: string;
  ends: string[];
  start: {
    screen: string;
    states: string[];
    expected: Worded;
    faults: { operationId: string; kind: FaultKind; status?: number; code?: string; body?: unknown; times: number }[];
    paymentOutcome: PaymentOutcome | null;
    settings: Record<string, boolean>;
    /** What the app must hold before step 1 (tests/paths/preconditions.ts `needsByMachine`). */
    needs?: { cart: boolean; member: boolean; store: boolean };
    orderClockSpeed: number | null;
  };
  steps: { n: number; transition: string; states: string[]; action: Worded; expected: Worded }[];
}
interface QaDocument {
  machines: {
    name: string;
    machineId: string;
    counts: { states: number; transitions: number; paths: number; steps: number };
    /** The machine's states and events as the steps word them (tests/paths/qa-paths.ts QaMachineWords). */
    words: { states: Record<string, Worded>; events: Record<string, Worded>; transitions?: Record<string, Worded> };
    paths: QaPath[];
  }[];
}

let document: QaDocument | undefined;
/** Written by `npm run qa:paths` (tests/paths/qa-paths.ts); a test fails when it is stale. */
export function qaDocument(): QaDocument {
  document ??= JSON.parse(readFileSync(path.join(import.meta.dirname, 'qa-paths.json'), 'utf8')) as QaDocument;
  return document;
}
const findPath = (id: string) =>
  qaDocument()
    .machines.flatMap((m) => m.paths)
    .find((p) => p.id === id);

export interface WalkRow {
  id: number;
  tester: string;
  machine: string;
  path_id: string;
  steps_done: number[];
  result: 'pass' | 'fail' | null;
  note: string;
  started_at: string;
  finished_at: string | null;
  [key: string]: unknown;
}

const TESTER_COOKIE = 'qa_tester';
/** The longest tester name kept (the column's check). */
const TESTER_MAX = 80;
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export function createQaWalks(db: Database, now: () => string) {
  const columns = `id, tester, machine, path_id, steps_done, result, note, ${iso('started_at')} as started_at, ${iso('finished_at')} as finished_at`;
  return {
    async start(tester: string, qaPath: QaPath): Promise<WalkRow> {
      const [row] = await db.query<WalkRow>(
        `insert into qa_walk (tester, machine, path_id, started_at) values ($1, $2, $3, $4) returning ${columns}`,
        [tester, qaPath.machine, qaPath.id, now()],
      );
      return row;
    },
    /** Records the tester's latest open walk of the path (or a new one): the steps ticked, and pass or fail with a note. */
    async record(
      tester: string,
      qaPath: QaPath,
      walk: { steps: number[]; result: 'pass' | 'fail' | null; note: string },
    ): Promise<WalkRow> {
      const finished = walk.result ? now() : null;
      const [updated] = await db.query<WalkRow>(
        `update qa_walk set steps_done = $3, result = $4, note = $5, finished_at = $6
          where id = (select id from qa_walk where tester = $1 and path_id = $2 and finished_at is null order by started_at desc, id desc limit 1)
          returning ${columns}`,
        [tester, qaPath.id, walk.steps, walk.result, walk.note, finished],
      );
      if (updated) return updated;
      const [inserted] = await db.query<WalkRow>(
        `insert into qa_walk (tester, machine, path_id, steps_done, result, note, started_at, finished_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${columns}`,
        [tester, qaPath.machine, qaPath.id, walk.steps, walk.result, walk.note, now(), finished],
      );
      return inserted;
    },
    async list(tester?: string): Promise<WalkRow[]> {
      return db.query<WalkRow>(
        `select ${columns} from qa_walk where $1::text is null or tester = $1 order by qa_walk.started_at, qa_walk.id`,
        [tester ?? null],
      );
    },
  };
}

function testerOf(request: FastifyRequest, fromBody?: unknown): string | null {
  const typed = typeof fromBody === 'string' ? fromBody.trim() : '';
  if (typed) return typed.slice(0, TESTER_MAX);
  const match = /(?:^|;\s*)qa_tester=([^;]+)/.exec(request.headers.cookie ?? '');
  return match ? decodeURIComponent(match[1]).slice(0, TESTER_MAX) : null;
}
const rememberTester = (reply: FastifyReply, tester: string) =>
  reply.header('set-cookie', `${TESTER_COOKIE}=${encodeURIComponent(tester)}; Path=/sandbox; SameSite=Lax`);

/**
 * What the app keeps of an order being made (src/adapters/storage.ts STORAGE_KEYS: the cart, the chosen place, an
 * order being continued), left out when a path prepares its own.
 */
const PREPARED_ORDER_KEYS = ['cart', 'fulfilment', 'continuedOrder'];

/** The walk's member's name, as the app shows it in its header. */
const QA_MEMBER_NAME = 'Khách QA';

/**
 * A path that needs a member, a store and a cart is prepared by a past order of its new member, which the app orders
 * again as the customer's "Order the same again" does: the dish in the cart and the checkout ready for its address.
 */
const preparedByPastOrder = (qaPath: QaPath) => Boolean(qaPath.start.needs?.cart && qaPath.start.needs.member);

/** The past order's dish and address: a dish without options, to a landmark in the default store's radius. */
const PAST_ORDER = { dish: { menucd: 'PHO005', menunm: 'Phở cuốn', price: 55_000 }, placeName: 'Chợ Bến Thành' } as const;

/** The cart's query parameters that have the app order a past order again (src/config/paths.ts). */
const REPEAT_ORDER_PARAM = 'repeat';
const REPEAT_ORDER_ID_PARAM = 'order_id';

/**
 * Where "start this path" opens the app: the path's screen when the browser then holds all the path needs; the cart
 * ordering the prepared past order again, which goes on to the checkout; home when the path needs an address and a
 * dish without a member, which the tester chooses there (the "before step 1" list says how).
 */
function startScreenOf(qaPath: QaPath, pastOrder: { id: number; orderNo: string } | null): string {
  if (pastOrder) {
    const query = new URLSearchParams({ [REPEAT_ORDER_PARAM]: pastOrder.orderNo, [REPEAT_ORDER_ID_PARAM]: String(pastOrder.id) });
    return `/my-cart/?${query.toString()}`;
  }
  return qaPath.start.needs?.store || qaPath.start.needs?.cart ? '/' : qaPath.start.screen;
}
const withInspection = (screen: string) => `${screen}${screen.includes('?') ? '&' : '?'}inspect=1`;

const machineIdOf = (name: string) => qaDocument().machines.find((m) => m.name === name)?.machineId ?? name;

/** A CSV field: quoted, and a leading formula character neutralised (a note is typed by a person). */
const csvField = (value: unknown) => {
  const text = String(value ?? '');
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

export function walksCsv(rows: WalkRow[]): string {
  const header = [
    'tester',
    'machine',
    'path',
    'ends',
    'steps_done',
    'steps_total',
    'result',
    'note',
    'started_at',
    'finished_at',
  ];
  const lines = rows.map((row) => {
    const qaPath = findPath(row.path_id);
    return [
      row.tester,
      row.machine,
      row.path_id,
      qaPath?.ends.join(' ') ?? '',
      row.steps_done.length,
      qaPath?.steps.length ?? '',
      row.result ?? '',
      row.note,
      row.started_at,
      row.finished_at ?? '',
    ]
      .map(csvField)
      .join(',');
  });
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

export function walksMarkdown(rows: WalkRow[], lang: QaLanguage): string {
  const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
  const lines = [
    '# QA walks',
    '',
    '| Tester | Path | Steps | Result | Note | Started | Finished |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of rows) {
    const qaPath = findPath(row.path_id);
    lines.push(
      `| ${cell(row.tester)} | ${row.path_id} → ${qaPath?.ends.join(', ') ?? ''} | ${row.steps_done.length}/${qaPath?.steps.length ?? '?'} | ${row.result ?? 'open'} | ${cell(row.note)} | ${row.started_at} | ${row.finished_at ?? ''} |`,
    );
  }
  const failed = rows.filter((r) => r.result === 'fail');
  if (failed.length) {
    lines.push('', '## Failed paths', '');
    for (const row of failed) {
      const qaPath = findPath(row.path_id);
      lines.push(`### ${row.path_id} (${cell(row.tester)})`, '', row.note || '', '');
      for (const step of qaPath?.steps ?? [])
        lines.push(
          `${step.n}. [${row.steps_done.includes(step.n) ? 'x' : ' '}] ${step.action[lang]} — ${step.expected[lang]}`,
        );
      lines.push('');
    }
  }
  return `${lines.join('\n')}\n`;
}

const settingName = (lang: QaLanguage, code: string) => QA_WORDS[lang].settings[code] ?? code;

/** What "start this path" prepares, as the path's page and list say it. */
function preparations(qaPath: QaPath, lang: QaLanguage): string[] {
  const w = QA_WORDS[lang];
  const { faults, paymentOutcome, settings, orderClockSpeed, needs } = qaPath.start;
  return [
    ...(needs?.member ? [w.needsMember] : []),
    ...(preparedByPastOrder(qaPath) ? [w.pastOrderAgain] : []),
    ...faults.map((f) => faultWords(lang, f)),
    ...(paymentOutcome ? [w.paymentDecides(w.paymentDecision[paymentOutcome])] : []),
    ...Object.entries(settings).map(([code, on]) => w.settingOnOff(settingName(lang, code), on)),
    ...(orderClockSpeed ? [w.orderClock(orderClockSpeed)] : []),
  ];
}
/** What the tester does in the app before step 1: what the path needs that the sandbox cannot put in the browser. */
function beforeFirstStep(qaPath: QaPath, lang: QaLanguage): string[] {
  const w = QA_WORDS[lang];
  const { needs } = qaPath.start;
  if (preparedByPastOrder(qaPath)) return [];
  return [...(needs?.store ? [w.doStore] : []), ...(needs?.cart ? [w.doCart] : [])];
}
const preparationsHtml = (qaPath: QaPath, lang: QaLanguage) => escapeHtml(preparations(qaPath, lang).join('; '));

/** What the tester sees where the path ends: its last step's result (the states' QA wording, not their ids). */
const endWords = (qaPath: QaPath, lang: QaLanguage) => (qaPath.steps.at(-1)?.expected ?? qaPath.start.expected)[lang];

const machineName = (lang: QaLanguage, name: string) => QA_WORDS[lang].machines[name] ?? name;
const screenName = (lang: QaLanguage, screen: string) => QA_WORDS[lang].screens[screen] ?? screen;

export function registerQaWalker(
  sandbox: FastifyInstance,
  db: Database,
  now: () => string,
  faults: Faults,
  overrides: Overrides,
) {
  const walks = createQaWalks(db, now);
  const wantsJson = (request: FastifyRequest) => request.headers.accept?.includes('application/json') ?? false;
  const pathOrThrow = (id: string) => {
    const found = findPath(id);
    if (!found) throw new ApiError(404, 'NOT_FOUND', `No QA path ${id}.`, 'pathId');
    return found;
  };
  const testerOrThrow = (request: FastifyRequest, body?: unknown) => {
    const tester = testerOf(request, body);
    if (!tester)
      throw new ApiError(400, 'VALIDATION_ERROR', 'Type your name first: walks are kept per tester.', 'tester');
    return tester;
  };
  const page = (lang: QaLanguage, title: string, body: string, head?: string) =>
    sandboxPage(
      title,
      `<p>${QA_WORDS[lang].language}: ${qaLanguages
        .map((l) =>
          l === lang
            ? `<strong lang="${l}">${QA_WORDS[l].languageName}</strong>`
            : `<a lang="${l}" href="?lang=${l}">${QA_WORDS[l].languageName}</a>`,
        )
        .join(' · ')}</p>${body}`,
      { lang, sandbox: QA_WORDS[lang].sandbox, app: QA_WORDS[lang].app, head },
    );
  const resultWord = (lang: QaLanguage, result: WalkRow['result']) => QA_WORDS[lang].result[result ?? 'open'];

  sandbox.get('/qa', async (request, reply) => {
    const session = ensureQaSession(request, reply);
    const lang = qaLanguageOf(request, reply);
    const w = QA_WORDS[lang];
    const tester = testerOf(request);
    const mine = tester ? await walks.list(tester) : [];
    const prepared = await overrides.read(session);
    const armed = await faults.list(session);
    const preparedText = [
      ...armed.map((f) =>
        faultWords(lang, {
          operationId: f.operation_id,
          kind: f.kind as FaultKind,
          code: f.code ?? undefined,
          times: 1,
        }),
      ),
      ...Object.entries(prepared?.settings ?? {}).map(([code, value]) =>
        value === 'true' || value === 'false'
          ? w.settingOnOff(settingName(lang, code), value === 'true')
          : w.settingValue(settingName(lang, code), value),
      ),
      ...(prepared?.orderClockSpeed ? [w.orderClock(prepared.orderClockSpeed)] : []),
    ].join('; ');
    const latest = new Map(mine.map((walk) => [walk.path_id, walk]));
    const machines = qaDocument()
      .machines.map((m) => {
        const walked = m.paths.filter((p) => latest.get(p.id)?.result).length;
        return `<tr><th scope="row"><a href="/sandbox/qa/machines/${m.name}">${escapeHtml(machineName(lang, m.name))}</a><br><span class="muted">${w.machineCounts(m.counts.states, m.counts.transitions)}</span></th><td>${m.counts.paths}</td><td>${m.counts.steps}</td><td>${walked}/${m.counts.paths}</td></tr>`;
      })
      .join('');
    return reply.type('text/html').send(
      page(
        lang,
        w.qaTitle,
        `<p>${escapeHtml(w.qaIntro)} <a href="/sandbox/faults">${escapeHtml(w.faultsLink)}</a></p>
         <form method="post" action="/sandbox/qa/tester"><label>${w.yourName} <input name="tester" required maxlength="${TESTER_MAX}" value="${escapeHtml(tester ?? '')}"></label> <button>${w.save}</button></form>
         ${preparedText ? `<form method="post" action="/sandbox/qa/reset"><p>${w.preparedLead} ${escapeHtml(preparedText)}. <button>${w.resetBrowser}</button></p></form>` : ''}
         <table><thead><tr><th>${w.machine}</th><th>${w.paths}</th><th>${w.steps}</th><th>${w.walked}</th></tr></thead><tbody>${machines}</tbody></table>
         <p>${w.exportLead} <a href="/sandbox/qa/export.md?lang=${lang}">Markdown</a> · <a href="/sandbox/qa/export.csv">CSV</a>${tester ? ` (${w.yours}: <a href="/sandbox/qa/export.csv?tester=${encodeURIComponent(tester)}">CSV</a>)` : ''}</p>`,
      ),
    );
  });

  // the inspector draws these on a machine's chart (src/inspector): the generated paths, not a copy of its own
  sandbox.get<{ Querystring: { machineId?: string } }>('/qa/paths.json', async (request) => ({
    machines: qaDocument().machines.filter((m) => !request.query.machineId || m.machineId === request.query.machineId),
  }));
  // and names each machine, its states and its events in the QA wording, in every language (the page picks the tester's)
  sandbox.get('/qa/words.json', async () => ({
    machines: qaDocument().machines.map((m) => ({
      name: m.name,
      machineId: m.machineId,
      title: Object.fromEntries(qaLanguages.map((l) => [l, machineName(l, m.name)])) as Worded,
      words: m.words,
    })),
    screens: Object.fromEntries(
      Object.keys(QA_WORDS.en.screens).map((screen) => [
        screen,
        Object.fromEntries(qaLanguages.map((l) => [l, screenName(l, screen)])) as Worded,
      ]),
    ),
  }));

  sandbox.post('/qa/reset', async (request, reply) => {
    const session = ensureQaSession(request, reply);
    await faults.clear(session);
    await overrides.clear(session);
    if (wantsJson(request)) return { reset: true };
    return reply.redirect('/sandbox/qa', 303);
  });

  sandbox.post<{ Body: { tester?: string } }>('/qa/tester', async (request, reply) => {
    rememberTester(reply, testerOrThrow(request, request.body?.tester));
    return reply.redirect('/sandbox/qa', 303);
  });

  sandbox.get<{ Params: { machine: string } }>('/qa/machines/:machine', async (request, reply) => {
    const machine = qaDocument().machines.find((m) => m.name === request.params.machine);
    if (!machine) throw new ApiError(404, 'NOT_FOUND', `No machine ${request.params.machine}.`, 'machine');
    const lang = qaLanguageOf(request, reply);
    const w = QA_WORDS[lang];
    const tester = testerOf(request);
    const latest = new Map((tester ? await walks.list(tester) : []).map((walk) => [walk.path_id, walk]));
    const rows = machine.paths
      .map((p) => {
        const walk = latest.get(p.id);
        const prepared = preparationsHtml(p, lang);
        return `<tr><th scope="row"><a href="/sandbox/qa/paths/${p.id}">${p.id}</a><br><span class="muted">${w.endsIn}: ${escapeHtml(endWords(p, lang))}${prepared ? `<br>${w.needs}: ${prepared}` : ''}</span></th><td>${p.steps.length}</td><td>${walk ? `${resultWord(lang, walk.result)} ${escapeHtml(walk.note)}` : ''}</td></tr>`;
      })
      .join('');
    return reply.type('text/html').send(
      page(
        lang,
        w.machineTitle(machineName(lang, machine.name)),
        `<p><a href="/sandbox/qa">${w.allMachines}</a></p>
         <table><thead><tr><th>${w.path}</th><th>${w.steps}</th><th>${w.yourLastWalk}</th></tr></thead><tbody>${rows}</tbody></table>`,
      ),
    );
  });

  sandbox.get<{ Params: { pathId: string } }>('/qa/paths/:pathId', async (request, reply) => {
    const qaPath = pathOrThrow(request.params.pathId);
    const lang = qaLanguageOf(request, reply);
    const w = QA_WORDS[lang];
    const tester = testerOf(request);
    const walk = tester ? (await walks.list(tester)).filter((row) => row.path_id === qaPath.id).at(-1) : undefined;
    const firstOpen = qaPath.steps.find((s) => !walk?.steps_done.includes(s.n))?.n;
    const steps = qaPath.steps
      .map(
        (
          s,
        ) => `<li data-step="${s.n}"${s.n === firstOpen ? ' aria-current="step"' : ''} data-states="${escapeHtml(s.states.join(' '))}"><label><input type="checkbox" name="step-${s.n}" value="on" ${walk?.steps_done.includes(s.n) ? 'checked' : ''}> ${escapeHtml(s.action[lang])}</label>
          <br><span class="muted">→ ${escapeHtml(s.expected[lang])}</span></li>`,
      )
      .join('');
    const prepared = preparations(qaPath, lang);
    const before = beforeFirstStep(qaPath, lang);
    const status = walk
      ? `<p>${escapeHtml(w.lastWalk(walk.tester, walk.started_at))} <strong>${resultWord(lang, walk.result)}</strong> ${escapeHtml(walk.note)}</p>`
      : '';
    return reply.type('text/html').send(
      page(
        lang,
        w.pathTitle(qaPath.id),
        `<p><a href="/sandbox/qa/machines/${qaPath.machine}">${escapeHtml(machineName(lang, qaPath.machine))}</a> · ${w.endsIn}: ${escapeHtml(endWords(qaPath, lang))}</p>
         <p>${escapeHtml(w.startsOn(screenName(lang, qaPath.start.screen)))} ${escapeHtml(qaPath.start.expected[lang])}</p>
         ${prepared.length ? `<p>${w.needs}:</p><ul>${prepared.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : ''}
         ${before.length ? `<p>${w.beforeStep1}:</p><ol>${before.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ol>` : ''}
         ${tester ? '' : `<p><strong><a href="/sandbox/qa">${escapeHtml(w.nameFirst)}</a></strong></p>`}
         <form method="post" action="/sandbox/qa/paths/${qaPath.id}/start" target="_blank"><button>${w.startPath}</button> <span class="muted">${escapeHtml(w.startExplained)}</span></form>
         ${status}
         <form method="post" action="/sandbox/qa/paths/${qaPath.id}/record">
           <ol id="qa-steps" data-machine-id="${escapeHtml(machineIdOf(qaPath.machine))}" data-start-states="${escapeHtml(qaPath.start.states.join(' '))}" data-now="${escapeHtml(w.currentStep)}">${steps}</ol>
           <p><label>${w.note} <input name="note" style="width:100%;box-sizing:border-box" value="${escapeHtml(walk?.note ?? '')}"></label></p>
           <button name="result" value="pass">${w.pass}</button> <button name="result" value="fail">${w.fail}</button> <button name="result" value="">${w.saveProgress}</button>
         </form>`,
        '<script src="/sandbox/qa/walker.js" defer></script>',
      ),
    );
  });

  /** A new member for this walk, made at once and logged in as the app would be (the login's answer). */
  const newMember = async (): Promise<{ id: number; phone: string; session: unknown }> => {
    const password = randomBytes(9).toString('base64url');
    for (let attempt = 0; ; attempt += 1) {
      const phone = `09${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
      const [created] = await db.query<{ id: number }>(
        `insert into customer (phone, full_name, email, password_hash, created_at) values ($1, $2, null, $3, $4::timestamptz)
         on conflict (phone) do nothing returning id`,
        [normalisePhone(phone), QA_MEMBER_NAME, await hashPassword(password), now()],
      );
      if (!created && attempt < 5) continue;
      const login = await sandbox.inject({
        method: 'POST',
        url: '/api/v2/login/',
        payload: { user_name: phone, password },
      });
      if (login.statusCode !== 200)
        throw new ApiError(500, 'COMMON_ERROR', `The walk's member could not log in: ${login.body}`);
      return { id: created!.id, phone, session: login.json() };
    }
  };

  /** A delivered order of the walk's member (PAST_ORDER), a day before the server's clock, cash and paid. */
  const pastOrderOf = async (member: { id: number; phone: string }): Promise<{ id: number; orderNo: string }> => {
    const [place] = await db.query<{ id: string; address: string; lat: number; lng: number }>(
      'select id, address, lat, lng from place where name = $1 order by id limit 1',
      [PAST_ORDER.placeName],
    );
    if (!place) throw new ApiError(500, 'COMMON_ERROR', `The walk's past order has no place named ${PAST_ORDER.placeName}.`);
    const { dish } = PAST_ORDER;
    const info = {
      name: QA_MEMBER_NAME,
      phone: normalisePhone(member.phone),
      deliveryTo: place.address,
      deliveryPlaceId: place.id,
      deliveryLocation: { lat: place.lat, lng: place.lng },
      pickUpAtStore: false,
      subTotal: dish.price,
      total: dish.price,
    };
    const foods = [{ ...dish, quantity: 1, meisaikb: 0 }];
    const [order] = await db.query<{ id: number; order_no: string }>(
      `insert into delivery_order (order_no, status, payment_status, cus_id, tencd, lang, info, foods, created_at, updated_at)
       values (to_char(($4::timestamptz - interval '1 day') at time zone 'Asia/Ho_Chi_Minh', 'YYMMDD') || lpad(nextval('order_no_seq')::text, 6, '0'),
               'completed', 'success', $1, 'S001', 'vi', $2::jsonb, $3::jsonb, $4::timestamptz - interval '1 day', $4::timestamptz - interval '1 day')
       returning id, order_no`,
      [member.id, JSON.stringify(info), JSON.stringify(foods), now()],
    );
    return { id: order!.id, orderNo: order!.order_no };
  };

  sandbox.get('/qa/walker.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(WALKER_SCRIPT),
  );
  sandbox.get('/qa/launch.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(LAUNCH_SCRIPT),
  );

  sandbox.post<{ Params: { pathId: string }; Body: { tester?: string } }>(
    '/qa/paths/:pathId/start',
    async (request, reply) => {
      const qaPath = pathOrThrow(request.params.pathId);
      const tester = testerOrThrow(request, request.body?.tester);
      const session = ensureQaSession(request, reply);
      await faults.clear(session);
      for (const fault of qaPath.start.faults) await faults.arm(session, fault);
      await overrides.set(session, { settings: qaPath.start.settings, orderClockSpeed: qaPath.start.orderClockSpeed });
      if (qaPath.start.paymentOutcome) await faults.choosePayment(session, qaPath.start.paymentOutcome);
      const walk = await walks.start(tester, qaPath);
      const member = qaPath.start.needs?.member ? await newMember() : null;
      const pastOrder = member && preparedByPastOrder(qaPath) ? await pastOrderOf(member) : null;
      // inspection on, so the path's page follows the app's machines and marks each step as it is reached
      const open = withInspection(startScreenOf(qaPath, pastOrder));
      if (wantsJson(request))
        return {
          walk,
          open,
          member: member ? { phone: member.phone } : null,
          pastOrder,
          faults: qaPath.start.faults,
          paymentOutcome: qaPath.start.paymentOutcome,
          settings: qaPath.start.settings,
          orderClockSpeed: qaPath.start.orderClockSpeed,
        };
      const lang = qaLanguageOf(request);
      // a path that brings its own cart and address starts from none of this browser's earlier ones
      const forget = pastOrder ? PREPARED_ORDER_KEYS : [];
      const data = JSON.stringify({ open, session: member?.session ?? null, forget }).replaceAll('<', '\\u003c');
      return reply.type('text/html').send(
        sandboxPage(QA_WORDS[lang].pathTitle(qaPath.id), `<p>${escapeHtml(QA_WORDS[lang].opening)}</p>`, {
          lang,
          sandbox: QA_WORDS[lang].sandbox,
          app: QA_WORDS[lang].app,
          head: `<script type="application/json" id="qa-launch">${data}</script><script src="/sandbox/qa/launch.js" defer></script>`,
        }),
      );
    },
  );

  sandbox.post<{
    Params: { pathId: string };
    Body: { tester?: string; step?: string | string[] | number[]; result?: string; note?: string };
  }>('/qa/paths/:pathId/record', async (request, reply) => {
    const qaPath = pathOrThrow(request.params.pathId);
    const tester = testerOrThrow(request, request.body?.tester);
    const body = request.body ?? {};
    // The page's form names each box (the sandbox's form parser keeps one value per name); JSON sends `step`.
    const ticked = Object.keys(body).flatMap((key) => /^step-(\d+)$/.exec(key)?.[1] ?? []);
    const steps = [body.step ?? [], ticked].flat().map(Number);
    if (steps.some((n) => !Number.isInteger(n) || n < 1 || n > qaPath.steps.length)) {
      throw new ApiError(400, 'VALIDATION_ERROR', `Steps are numbered 1 to ${qaPath.steps.length}.`, 'step');
    }
    const result = body.result === 'pass' || body.result === 'fail' ? body.result : null;
    if (body.result && !result) throw new ApiError(400, 'VALIDATION_ERROR', 'result is pass or fail.', 'result');
    const walk = await walks.record(tester, qaPath, {
      steps: [...new Set(steps)].sort((a, b) => a - b),
      result,
      note: String(body.note ?? '').slice(0, 2000),
    });
    if (wantsJson(request)) return { walk };
    return reply.redirect(`/sandbox/qa/paths/${qaPath.id}`, 303);
  });

  sandbox.get<{ Querystring: { tester?: string } }>('/qa/walks', async (request) => ({
    walks: await walks.list(request.query.tester || undefined),
  }));

  sandbox.get<{ Querystring: { tester?: string } }>('/qa/export.csv', async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="qa-walks.csv"')
      .send(walksCsv(await walks.list(request.query.tester || undefined))),
  );

  sandbox.get<{ Querystring: { tester?: string } }>('/qa/export.md', async (request, reply) =>
    reply
      .type('text/markdown; charset=utf-8')
      .header('content-disposition', 'attachment; filename="qa-walks.md"')
      .send(walksMarkdown(await walks.list(request.query.tester || undefined), qaLanguageOf(request))),
  );
}
