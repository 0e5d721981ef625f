import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

const EFFECT = /^use(Layout|Insertion)?Effect$/;

/**
 * What an effect must not do on its own: send to a machine, move the router or the browser, or keep something in
 * storage. Timers an effect sets up and clears are not effects of this kind.
 */
const SENDS = /^(send|sendTo|sendParent|raise)$/;
const NAVIGATES = /^(navigate|setLocation|pushState|replaceState)$/;
const PERSISTS = /^(write|save|persist|remember|forget)([A-Z]\w*)?$|^clear(?!Timeout$|Interval$)[A-Z]\w*$/;
/** `location.assign(…)`, `storage.set(…)` and the like: a method whose object names the address bar or a store. */
const RECEIVER_METHODS: Array<[RegExp, RegExp]> = [
  [/(^|\.)location$/i, /^(assign|replace)$/],
  [/(storage|store|cookies|jar|seen)$/i, /^(set|remove|save|clear)$/],
];

/** The name of what a call calls, and of what it calls it on: `actor.send(…)` is `send` on `actor`. */
function calleeOf(call: ts.CallExpression, sourceFile: ts.SourceFile): { name: string; receiver: string | null } | null {
  if (ts.isIdentifier(call.expression)) return { name: call.expression.text, receiver: null };
  if (ts.isPropertyAccessExpression(call.expression)) return { name: call.expression.name.text, receiver: call.expression.expression.getText(sourceFile) };
  return null;
}

/** The event types a send's argument names (`type: 'x.y'`), or the argument as written. */
function describeArgument(call: ts.CallExpression, sourceFile: ts.SourceFile): string {
  const first = call.arguments[0]?.getText(sourceFile) ?? '';
  const types = first.match(/type: '([\w.]+)'/g)?.map((t) => t.slice(7, -1));
  return types ? types.join('|') : first.replace(/\s+/g, ' ');
}

/**
 * Every call written inside a `useEffect`/`useLayoutEffect`/`useInsertionEffect` of `source` (callbacks it
 * registers included) that sends to a machine, navigates or writes to storage, as `file: receiver.callee(argument)`.
 */
export function sendsInEffects(file: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node, inEffect: boolean) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && EFFECT.test(node.expression.text)) {
      node.arguments.forEach((argument) => visit(argument, true));
      return;
    }
    if (inEffect && ts.isCallExpression(node)) {
      const callee = calleeOf(node, sourceFile);
      const flagged =
        callee &&
        (SENDS.test(callee.name) ||
          NAVIGATES.test(callee.name) ||
          PERSISTS.test(callee.name) ||
          RECEIVER_METHODS.some(([receiver, method]) => callee.receiver !== null && receiver.test(callee.receiver) && method.test(callee.name)));
      if (flagged) found.push(`${file}: ${callee.receiver ? `${callee.receiver}.` : ''}${callee.name}(${describeArgument(node, sourceFile)})`);
    }
    ts.forEachChild(node, (child) => visit(child, inEffect));
  };
  visit(sourceFile, false);
  return found;
}

/**
 * The effects that still send, navigate or store, each with why it is not an action provided to a machine: a
 * screen's lifecycle (opened, closed, entered), the address bar, or a widget outside React. Saving and navigating
 * when a machine changes are actions the app provides where it composes the machines (machine.provide).
 */
const allowed: Record<string, string> = {
  'src/app/session/session-bridge-view.tsx: session.send(session.check)': 'route entry: the account check SPEC asks for on / and /checkout',
  'src/features/home/home-page.tsx: fulfilment.send(home.enter)': 'screen lifecycle: entering home starts the address over (SPEC §1)',
  'src/features/cart/cart-page.tsx: ordering.send(cart.open)': 'screen lifecycle: opening the cart rechecks its dishes (SPEC §4)',
  'src/features/cart/cart-page.tsx: ordering.send(order.resume)': 'the address bar: an open order found on home is taken back into the cart once',
  'src/features/cart/cart-page.tsx: navigate(paths.myCart)':
    'the address bar: the resumed order number is taken out of it once the system has it, so a reload does not take the order again',
  'src/features/checkout/provider.tsx: ordering.send(checkout.open)': 'screen lifecycle: the checkout child lives while its screen is open',
  'src/features/checkout/provider.tsx: ordering.send(checkout.close)': 'screen lifecycle: closing the screen stops the checkout child',
  'src/features/cart/cart-page.tsx: ordering.send(order.repeat)': 'the address bar: a past order to order again, taken once (a link opens a ready checkout)',
  'src/app/payment/components/checking-payment.tsx: payment.send(payment.check)': 'screen lifecycle: the checking-payment screen asks the server once',
  'src/features/payment/payment-result-page.tsx: payment.send(result.received)': 'the address bar: the gateway return parameters, verified by the server',
  'src/features/addresses/address-manage-page.tsx: actor.send(address.create)': 'the address bar: isAddMode opens the new-address form once, when the list has loaded',
  'src/app/ordering/components/map-picker.tsx: actor.send(map.pick)': "a widget outside React: the Google map's marker drag callback, registered once",
  'src/features/order-status/delivery-status-page.tsx: navigate(`${location}?${rest.toString()}`)':
    'the address bar: the one-time arrival parameters (the capability key, a cash order just placed) leave it, so a reload or a shared link does not carry them',
};

describe('effects and machines', () => {
  const sources = filesUnder(path.join(root, 'src')).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const found = sources.flatMap((file) => sendsInEffects(path.relative(root, file), readFileSync(file, 'utf8')));

  it('should send, navigate or store from no React effect but the listed ones, each with its reason', () => {
    expect(found.filter((call) => !(call in allowed))).toEqual([]);
    expect(Object.entries(allowed).filter(([, why]) => why.trim().length < 20)).toEqual([]);
  });

  it('should list no allowance that is gone', () => {
    expect(Object.keys(allowed).filter((call) => !found.includes(call))).toEqual([]);
  });

  it('should find a send inside an effect, also inside a callback it registers', () => {
    const source = `useEffect(() => { if (ready) actor.send({ type: 'address.change', value }); }, [ready]);
      useEffect(() => { const s = a.subscribe(() => b.send({ type: 'x.y' })); return () => s.unsubscribe(); }, []);
      const onClick = () => actor.send({ type: 'ok' });`;
    expect(sendsInEffects('view.tsx', source)).toEqual(['view.tsx: actor.send(address.change)', 'view.tsx: b.send(x.y)']);
  });

  it('should find navigation and storage writes in effects, and leave timers alone', () => {
    const source = `useLayoutEffect(() => { if (done) navigate('/menu', { replace: true }); }, [done]);
      useEffect(() => { const [, setLocation] = hook(); setLocation('/x'); window.location.assign('/'); history.pushState(null, '', '/y'); }, []);
      useEffect(() => { const s = actor.subscribe((snapshot) => { writeDraft(snapshot.context); store.save(snapshot); seen.set(no); }); return () => s.unsubscribe(); }, []);
      useEffect(() => { const t = setTimeout(tick, 1); return () => { clearTimeout(t); clearInterval(t); }; }, []);
      const onLeave = () => navigate('/');`;
    expect(sendsInEffects('view.tsx', source)).toEqual([
      "view.tsx: navigate('/menu')",
      "view.tsx: setLocation('/x')",
      "view.tsx: window.location.assign('/')",
      "view.tsx: history.pushState(null)",
      'view.tsx: writeDraft(snapshot.context)',
      'view.tsx: store.save(snapshot)',
      'view.tsx: seen.set(no)',
    ]);
  });
});
