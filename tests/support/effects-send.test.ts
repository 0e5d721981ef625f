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

/** Every `x.send(...)` call written inside a `useEffect`/`useLayoutEffect` of `source`, as `file: call`. */
export function sendsInEffects(file: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node, inEffect: boolean) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && /^use(Layout)?Effect$/.test(node.expression.text)) {
      node.arguments.forEach((argument) => visit(argument, true));
      return;
    }
    if (inEffect && ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'send') {
      const event = node.arguments[0]?.getText(sourceFile).match(/type: '([\w.]+)'/g)?.map((t) => t.slice(7, -1)).join('|') ?? node.arguments[0]?.getText(sourceFile);
      found.push(`${file}: ${node.expression.expression.getText(sourceFile)}.send(${event})`);
    }
    ts.forEachChild(node, (child) => visit(child, inEffect));
  };
  visit(sourceFile, false);
  return found;
}

/**
 * Effects that send to a machine and why none of them copies view state into it: each is a
 * screen's lifecycle (opened, closed, entered), the address bar, or a widget outside React.
 * Anything else must be an event sent from a handler or the machines' own logic.
 */
const allowed: Record<string, string> = {
  "src/app/session/session-bridge-view.tsx: session.send(session.check)": 'route entry: the account check SPEC asks for on / and /checkout',
  "src/features/home/home-page.tsx: fulfilment.send(home.enter)": 'screen lifecycle: entering home starts the address over (SPEC §1)',
  "src/features/home/home-page.tsx: cart.send(cart.reset)": 'screen lifecycle: entering home with a finished order empties the cart',
  "src/features/cart/cart-page.tsx: ordering.send(cart.open)": 'screen lifecycle: opening the cart rechecks its dishes (SPEC §4)',
  "src/features/cart/cart-page.tsx: ordering.send(order.resume)": 'the address bar: an open order found on home is taken back into the cart once',
  "src/features/checkout/provider.tsx: ordering.send(checkout.open)": 'screen lifecycle: the checkout child lives while its screen is open',
  "src/features/checkout/provider.tsx: ordering.send(checkout.close)": 'screen lifecycle: closing the screen stops the checkout child',
  "src/app/payment/components/checking-payment.tsx: payment.send(payment.check)": 'screen lifecycle: the checking-payment screen asks the server once',
  "src/features/payment/payment-result-page.tsx: payment.send(result.received)": 'the address bar: the gateway return parameters, verified by the server',
  "src/features/addresses/address-manage-page.tsx: actor.send(address.create)": 'the address bar: isAddMode opens the new-address form once, when the list has loaded',
  "src/app/ordering/components/map-picker.tsx: actor.send(map.pick)": "a widget outside React: the Google map's marker drag callback, registered once",
  "src/features/checkout/components/payment-step.tsx: payment.send(qr.open|payment.start)":
    'screen lifecycle: the payment step starts the payment the customer chose with the confirm button it mounted from',
};

describe('effects and machines', () => {
  const sources = filesUnder(path.join(root, 'src')).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const found = sources.flatMap((file) => sendsInEffects(path.relative(root, file), readFileSync(file, 'utf8')));

  it('should send no view state from a React effect into a machine (only the listed lifecycle events)', () => {
    expect(found.filter((call) => !(call in allowed))).toEqual([]);
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
});
