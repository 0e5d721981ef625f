/** /sandbox/calendar: stores' holiday closures and one-type windows, and restricted delivery areas. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HandlerContext } from '../routes/handlers';
import { escapeHtml, sandboxPage } from './page';

interface EntryRow {
  id: number;
  store_code: string;
  store_name: string;
  kind: string;
  from: string;
  to: string;
  reopen: string | null;
  [key: string]: unknown;
}

interface AreaRow {
  id: number;
  name: string;
  ward: string | null;
  polygon: unknown;
  [key: string]: unknown;
}

const KINDS = ['closure', 'delivery_only', 'pickup_only'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isDate = (value: unknown): value is string => typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));

function parsePolygon(text: string | undefined): [number, number][] | null | 'invalid' {
  if (!text || text.trim() === '') return null;
  try {
    const value: unknown = JSON.parse(text);
    const valid = Array.isArray(value) && value.length >= 3 && value.every((p) => Array.isArray(p) && p.length === 2 && p.every((n) => typeof n === 'number' && Number.isFinite(n)));
    return valid ? (value as [number, number][]) : 'invalid';
  } catch {
    return 'invalid';
  }
}

export function registerCalendarControls(sandbox: FastifyInstance, context: HandlerContext) {
  const { db } = context;
  const wantsJson = (request: FastifyRequest) => request.headers.accept?.includes('application/json') ?? false;
  const done = (request: FastifyRequest, reply: FastifyReply, body: object) => (wantsJson(request) ? reply.send(body) : reply.redirect('/sandbox/calendar', 303));
  const refuse = (reply: FastifyReply, message: string, field: string) => reply.code(400).send({ code: 'VALIDATION_ERROR', message, field });

  sandbox.get('/calendar', async (request, reply) => {
    const entries = await db.query<EntryRow>(
      `select c.id, s.code as store_code, s.name as store_name, c.kind, to_char(c.from_date, 'YYYY-MM-DD') as "from",
              to_char(c.to_date, 'YYYY-MM-DD') as "to", to_char(c.reopen_date, 'YYYY-MM-DD') as reopen
         from store_calendar c join store s on s.id = c.store_id order by s.sort, s.id, c.from_date, c.id`,
    );
    const areas = await db.query<AreaRow>('select id, name, ward, polygon from restricted_area order by id');
    if (wantsJson(request)) return { entries, areas };
    const stores = await db.query<{ code: string; name: string }>('select code, name from store order by sort, id');
    const storeOptions = stores.map((s) => `<option value="${escapeHtml(s.code)}">${escapeHtml(s.code)} ${escapeHtml(s.name)}</option>`).join('');
    const remove = (action: string, label: string) => `<form method="post" action="${action}"><button aria-label="${escapeHtml(label)}">Remove</button></form>`;
    const entryRows = entries
      .map(
        (e) => `<tr><td>${escapeHtml(e.store_code)} ${escapeHtml(e.store_name)}</td><td>${escapeHtml(e.kind)}</td><td>${escapeHtml(e.from)}</td><td>${escapeHtml(e.to)}</td>
          <td>${escapeHtml(e.reopen ?? '')}</td><td>${remove(`/sandbox/calendar/entries/${e.id}/delete`, `Remove ${e.kind} of ${e.store_code} from ${e.from}`)}</td></tr>`,
      )
      .join('');
    const areaRows = areas
      .map(
        (a) => `<tr><td>${escapeHtml(a.name)}</td><td>${escapeHtml(a.ward ?? '')}</td><td><code>${a.polygon ? escapeHtml(JSON.stringify(a.polygon)) : ''}</code></td>
          <td>${remove(`/sandbox/calendar/areas/${a.id}/delete`, `Remove area ${a.name}`)}</td></tr>`,
      )
      .join('');
    const kindOptions = KINDS.map((k) => `<option>${k}</option>`).join('');
    return reply.type('text/html').send(
      sandboxPage(
        'Store calendar and restricted areas',
        `<p class="muted">Holiday closures (from, to, reopen) and date windows in which a store takes only delivery or only pickup; the app shows them on home, menu and checkout and the server refuses orders against them.</p>
         <table><thead><tr><th>Store</th><th>Kind</th><th>From</th><th>To</th><th>Reopen</th><th></th></tr></thead><tbody>${entryRows}</tbody></table>
         <h2>Add a calendar entry</h2>
         <form method="post" action="/sandbox/calendar/entries">
           <label>Store <select name="store_code">${storeOptions}</select></label>
           <label>Kind <select name="kind">${kindOptions}</select></label>
           <label>From <input type="date" name="from" required></label>
           <label>To <input type="date" name="to" required></label>
           <label>Reopen <input type="date" name="reopen"></label>
           <button>Add</button>
         </form>
         <h2>Restricted delivery areas</h2>
         <table><thead><tr><th>Name</th><th>Ward</th><th>Outline</th><th></th></tr></thead><tbody>${areaRows}</tbody></table>
         <h2>Add a restricted area</h2>
         <form method="post" action="/sandbox/calendar/areas">
           <label>Name <input name="name" required></label>
           <label>Ward <input name="ward" placeholder="Phường Tân Định"></label>
           <label>Outline <input name="polygon" placeholder="[[10.79,106.68],[10.79,106.70],[10.80,106.69]]"></label>
           <button>Add</button>
         </form>`,
      ),
    );
  });

  sandbox.post<{ Body: { store_code?: string; kind?: string; from?: string; to?: string; reopen?: string } }>('/calendar/entries', async (request, reply) => {
    const { store_code: storeCode = '', kind = '', from, to } = request.body ?? {};
    const reopen = request.body?.reopen?.trim() ? request.body.reopen.trim() : null;
    if (!(KINDS as readonly string[]).includes(kind)) return refuse(reply, `kind must be one of ${KINDS.join(', ')}`, 'kind');
    if (!isDate(from)) return refuse(reply, 'from must be a date (YYYY-MM-DD)', 'from');
    if (!isDate(to) || to < from) return refuse(reply, 'to must be a date (YYYY-MM-DD) not before from', 'to');
    if (reopen !== null && (kind !== 'closure' || !isDate(reopen) || reopen <= to)) return refuse(reply, 'reopen must be a date after to, for a closure only', 'reopen');
    const [added] = await db.query<{ id: number }>(
      `insert into store_calendar (store_id, kind, from_date, to_date, reopen_date)
         select id, $2, $3::date, $4::date, $5::date from store where code = $1 returning id`,
      [storeCode, kind, from, to, reopen],
    );
    if (!added) return reply.code(404).send({ code: 'STORE_NOT_FOUND', message: `No store ${storeCode}`, field: 'store_code' });
    return done(request, reply, { id: added.id });
  });

  sandbox.post<{ Params: { id: string } }>('/calendar/entries/:id/delete', async (request, reply) => {
    await db.query('delete from store_calendar where id = $1', [Number(request.params.id) || 0]);
    return done(request, reply, { removed: true });
  });

  sandbox.post<{ Body: { name?: string; ward?: string; polygon?: string } }>('/calendar/areas', async (request, reply) => {
    const name = request.body?.name?.trim() ?? '';
    const ward = request.body?.ward?.trim() || null;
    const polygon = parsePolygon(request.body?.polygon);
    if (name === '' || name.length > 200) return refuse(reply, 'name is required (at most 200 characters)', 'name');
    if (polygon === 'invalid') return refuse(reply, 'polygon must be a JSON list of at least 3 [lat, lng] corners', 'polygon');
    if (ward === null && polygon === null) return refuse(reply, 'give a ward or an outline', 'ward');
    const [added] = await db.query<{ id: number }>('insert into restricted_area (name, ward, polygon) values ($1, $2, $3::jsonb) returning id', [
      name,
      ward,
      polygon === null ? null : JSON.stringify(polygon),
    ]);
    return done(request, reply, { id: added!.id });
  });

  sandbox.post<{ Params: { id: string } }>('/calendar/areas/:id/delete', async (request, reply) => {
    await db.query('delete from restricted_area where id = $1', [Number(request.params.id) || 0]);
    return done(request, reply, { removed: true });
  });
}
