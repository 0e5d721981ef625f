/**
 * The body of an effect a machine declares but the app provides (`machine.provide`): it throws
 * with the name, so a missing implementation fails loudly in tests and in the app.
 * @example fromPromise<Out, In>(notImplemented('submitOrder'))
 */
export const notImplemented = (name: string) => (): never => {
  throw new Error(`${name}: not implemented; provide it with machine.provide()`);
};
