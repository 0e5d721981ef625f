import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { listOperations } from '../contract';
import { qaDocument } from './qa';
import { QA_WORDS } from './qa-words';

const clock = fixedClock('2026-03-02T02:00:00Z');
const paymentPath = qaDocument()
  .machines.find((m) => m.name === 'payment')!
  .paths.find((p) => p.start.faults.some((f) => f.operationId === 'createPayment'))!;

describe('the /sandbox/qa walker', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer({ clock });
    const page = await server.app.inject({ method: 'GET', url: '/sandbox/qa' });
    cookie = String(page.headers['set-cookie']).split(';')[0];
  });
  afterAll(() => server.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url, payload, headers: { cookie, accept: 'application/json', ...headers } });

  it("should list every machine with its counts, and a path's steps in the chosen language", async () => {
    const home = await server.app.inject({ method: 'GET', url: '/sandbox/qa', headers: { cookie } });
    for (const machine of qaDocument().machines) expect(home.body).toContain(`/sandbox/qa/machines/${machine.name}"`);
    const page = await server.app.inject({
      method: 'GET',
      url: `/sandbox/qa/paths/${paymentPath.id}?lang=ja`,
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ja">');
    expect(page.body).toContain('MoMoまたはPayooを選んで「注文する」を押し');
    expect(page.body).toContain('name="step-1"');
    expect((await server.app.inject({ method: 'GET', url: '/sandbox/qa/paths/nope-01' })).statusCode).toBe(404);
  });

  /** The page's text as a person reads it: no markup, no style, no values of form fields. */
  const textOf = (html: string) =>
    html
      .replace(/<style>[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&[a-z]+;|&#\d+;/g, ' ');
  const pages = [
    '/sandbox/qa',
    '/sandbox/qa/machines/payment',
    `/sandbox/qa/paths/${paymentPath.id}`,
    '/sandbox/faults',
  ];

  it('should speak Japanese by default, every word of the console, with no machine or operation ids', async () => {
    for (const url of pages) {
      const page = await server.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(page.body, url).toContain('<html lang="ja">');
      // names kept as they are in every language: brands, file formats, the path's id, the language names
      const left = textOf(page.body)
        .replace(/\b(MoMo|Payoo|Lalamove|QR|OTP|SMS|CSV|Markdown|QA|VAT|English|Tiếng Việt|ID)\b/g, ' ')
        .replace(/\b[a-z-]+-\d\d\b/g, ' ');
      expect(left.match(/[A-Za-z]{3,}/g), url).toBeNull();
    }
  });

  it("should keep the tester's language in a cookie and speak Vietnamese with no English left", async () => {
    const chosen = await server.app.inject({ method: 'GET', url: '/sandbox/qa?lang=vi', headers: { cookie } });
    const kept = String(chosen.headers['set-cookie']);
    expect(kept).toContain('qa_lang=vi');
    const english = Object.values(QA_WORDS.en).filter(
      (v): v is string => typeof v === 'string' && !/^[A-Z][a-z]+$/.test(v) && !Object.values(QA_WORDS.vi).includes(v),
    );
    for (const url of pages) {
      const page = await server.app.inject({ method: 'GET', url, headers: { cookie: `${cookie}; qa_lang=vi` } });
      expect(page.body, url).toContain('<html lang="vi">');
      const text = textOf(page.body);
      for (const words of [...english, 'Start this path', 'Your name', 'the next', 'createPayment'])
        expect(text, `${url}: ${words}`).not.toContain(words);
    }
    const path = await server.app.inject({
      method: 'GET',
      url: `/sandbox/qa/paths/${paymentPath.id}`,
      headers: { cookie: `${cookie}; qa_lang=vi` },
    });
    expect(textOf(path.body)).toContain('lần gọi tiếp theo tới liên kết thanh toán bị lỗi');
  });

  it('should name every contract operation in each language', () => {
    for (const lang of ['vi', 'en', 'ja'] as const)
      for (const { operationId } of listOperations())
        expect(QA_WORDS[lang].operations[operationId], `${lang} ${operationId}`).toBeTruthy();
  });

  it("should serve a machine's generated paths to the inspector by its definition's id", async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/sandbox/qa/paths.json?machineId=qrScan' });
    expect(answer.statusCode).toBe(200);
    const { machines } = answer.json();
    expect(machines.map((m: { name: string }) => m.name)).toEqual(['loyalty-qr-scan']);
    expect(machines[0].paths).toEqual(qaDocument().machines.find((m) => m.machineId === 'qrScan')!.paths);
    const all = await server.app.inject({ method: 'GET', url: '/sandbox/qa/paths.json' });
    expect(all.json().machines).toHaveLength(qaDocument().machines.length);
  });

  it('should start a path for a tester: its faults armed for this browser, the app opened on its screen', async () => {
    const started = await post(`/sandbox/qa/paths/${paymentPath.id}/start`, { tester: 'Lan' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      member: { phone: expect.stringMatching(/^09\d{8}$/) },
      pastOrder: { id: expect.any(Number), orderNo: expect.stringMatching(/^260301\d{6}$/) },
      walk: { tester: 'Lan', path_id: paymentPath.id, result: null, started_at: '2026-03-02T02:00:00Z' },
    });
    // the app opens on the cart ordering the member's past order again, which goes on to a ready checkout
    const { pastOrder, member } = started.json() as { pastOrder: { id: number; orderNo: string }; member: { phone: string } };
    expect(started.json().open).toBe(`/my-cart/?repeat=${pastOrder.orderNo}&order_id=${pastOrder.id}&inspect=1`);
    const [owner] = await server.db.query<{ phone: string }>(
      'select c.phone from delivery_order o join customer c on c.id = o.cus_id where o.id = $1 and o.order_no = $2',
      [pastOrder.id, pastOrder.orderNo],
    );
    expect(owner?.phone).toBe(`+84${member.phone.slice(1)}`);
    const armed = await server.app.inject({
      method: 'GET',
      url: '/sandbox/faults',
      headers: { cookie, accept: 'application/json' },
    });
    expect(armed.json().faults.map((f: { operation_id: string }) => f.operation_id)).toEqual(['createPayment']);
    // an armed fault shows on the QA page with the way to reset it, worded for the tester
    const home = await server.app.inject({ method: 'GET', url: '/sandbox/qa?lang=en', headers: { cookie } });
    expect(home.body).toContain('Prepared for this browser only: the next call to payment link fails');
    expect(home.body).toContain('Reset this browser');

    const asPage = await server.app.inject({
      method: 'POST',
      url: `/sandbox/qa/paths/${paymentPath.id}/start`,
      payload: { tester: 'Lan' },
      headers: { cookie },
    });
    // the launch page keeps the member's login in the browser, then opens the app with inspection on
    expect(asPage.statusCode).toBe(200);
    const launch = JSON.parse(/<script type="application\/json" id="qa-launch">(.*?)<\/script>/.exec(asPage.body)![1]);
    expect(launch).toMatchObject({
      open: expect.stringMatching(/^\/my-cart\/\?repeat=\d+&order_id=\d+&inspect=1$/),
      session: { access: expect.any(String), customer: { id: expect.any(Number) } },
      // the cart, place and continued order of an earlier walk are left behind
      forget: ['cart', 'fulfilment', 'continuedOrder'],
    });
    // the member may order their past order again: the server offers its dish
    const again = await server.app.inject({
      method: 'POST',
      url: `/api/v2/delivery/${/order_id=(\d+)/.exec(launch.open)![1]}/reorder/`,
      payload: { lang: 'en' },
      headers: { authorization: `Bearer ${launch.session.access}` },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.unavailable).toEqual([]);
    expect(asPage.body).toContain('<script src="/sandbox/qa/launch.js" defer></script>');
    const path = await server.app.inject({
      method: 'GET',
      url: `/sandbox/qa/paths/${paymentPath.id}?lang=en`,
      headers: { cookie },
    });
    expect(path.body).toContain('a new member, logged in in this browser');
    expect(path.body).toContain('Phở Rolls to Chợ Bến Thành');
    // nothing is left for the tester to do before step 1
    expect(path.body).not.toContain('type a delivery address');
    expect(path.body).toMatch(/<li data-step="1" aria-current="step"/);
  });

  it('should choose the next payment decision of a path that ends in a payment result', async () => {
    const paid = qaDocument()
      .machines.find((m) => m.name === 'payment')!
      .paths.find((p) => p.ends.includes('settled.paid'))!;
    const started = await post(`/sandbox/qa/paths/${paid.id}/start`, { tester: 'Lan' });
    expect(started.json().paymentOutcome).toBe('paid');
    const [row] = await server.db.query<{ outcome: string }>(
      "select outcome from sandbox_outcome where provider = 'payment'",
    );
    expect(row.outcome).toBe('paid');
  });

  it('should keep who walked which path, when, with pass or fail and a note', async () => {
    await post(`/sandbox/qa/paths/${paymentPath.id}/start`, { tester: 'Minh' });
    clock.set('2026-03-02T02:30:00Z');
    const recorded = await post(`/sandbox/qa/paths/${paymentPath.id}/record`, {
      tester: 'Minh',
      step: ['2', '1', '2'],
      result: 'fail',
      note: 'No hotline shown',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().walk).toMatchObject({
      tester: 'Minh',
      steps_done: [1, 2],
      result: 'fail',
      note: 'No hotline shown',
      finished_at: '2026-03-02T02:30:00Z',
    });

    const fromPage = await server.app.inject({
      method: 'POST',
      url: `/sandbox/qa/paths/${paymentPath.id}/record?lang=vi`,
      payload: 'tester=Minh&step-1=on&step-3=on&note=Hotline+missing&result=fail',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(fromPage.statusCode).toBe(303);
    expect(
      (
        await server.db.query<{ steps_done: number[] }>(
          'select steps_done from qa_walk where tester = $1 order by id desc limit 1',
          ['Minh'],
        )
      )[0].steps_done,
    ).toEqual([1, 3]);
    await post(`/sandbox/qa/paths/${paymentPath.id}/record`, {
      tester: 'Minh',
      step: ['2', '1', '2'],
      result: 'fail',
      note: 'No hotline shown',
    });

    const mine = await server.app.inject({ method: 'GET', url: '/sandbox/qa/walks?tester=Minh' });
    expect(mine.json().walks).toHaveLength(3);
    const all = await server.app.inject({ method: 'GET', url: '/sandbox/qa/walks' });
    expect(new Set(all.json().walks.map((w: { tester: string }) => w.tester))).toEqual(new Set(['Lan', 'Minh']));
  });

  it('should refuse a walk without a tester, a step outside the path and an unknown result', async () => {
    const noName = await server.app.inject({
      method: 'POST',
      url: `/sandbox/qa/paths/${paymentPath.id}/record`,
      payload: { result: 'pass' },
      headers: { accept: 'application/json' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().field).toBe('tester');
    expect(
      (
        await post(`/sandbox/qa/paths/${paymentPath.id}/record`, {
          tester: 'Lan',
          step: String(paymentPath.steps.length + 1),
        })
      ).json().field,
    ).toBe('step');
    expect(
      (await post(`/sandbox/qa/paths/${paymentPath.id}/record`, { tester: 'Lan', result: 'maybe' })).json().field,
    ).toBe('result');
  });

  it('should export the walks as CSV, a typed formula kept as text', async () => {
    await post(`/sandbox/qa/paths/${paymentPath.id}/record`, {
      tester: 'Lan',
      step: '1',
      result: 'pass',
      note: '=HYPERLINK("x")',
    });
    const csv = await server.app.inject({ method: 'GET', url: '/sandbox/qa/export.csv?tester=Lan' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = csv.body.trim().split('\r\n');
    expect(header).toBe('tester,machine,path,ends,steps_done,steps_total,result,note,started_at,finished_at');
    expect(rows.find((row) => row.includes('"pass"'))).toBe(
      `"Lan","payment","${paymentPath.id}","${paymentPath.ends.join(' ')}","1","${paymentPath.steps.length}","pass","'=HYPERLINK(""x"")","2026-03-02T02:00:00Z","2026-03-02T02:30:00Z"`,
    );
  });

  it('should export the walks as Markdown, failed paths with their steps in the chosen language', async () => {
    const md = await server.app.inject({ method: 'GET', url: '/sandbox/qa/export.md?lang=vi' });
    expect(md.body).toContain('| Tester | Path | Steps | Result | Note | Started | Finished |');
    expect(md.body).toContain(
      `| Minh | ${paymentPath.id} → ${paymentPath.ends.join(', ')} | 2/${paymentPath.steps.length} | fail | No hotline shown |`,
    );
    expect(md.body).toContain(`### ${paymentPath.id} (Minh)`);
    expect(md.body).toContain(`1. [x] ${paymentPath.steps[0].action.vi}`);
  });
});
