import { useLingui } from '@lingui/react/macro';
import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { cartMachine } from '../../../machines/cart/machine';
import { api } from '../../lib/api-client';
import { createCartActors, writeCart } from './actors';

/** The cart (machines/cart), shared by the header, the menu, the detail and the cart screen. */
export const CartContext = createActorContext(cartMachine);

export function CartProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const [logic] = useState(() =>
    cartMachine.provide({
      actors: createCartActors(api, () => i18n.locale),
      actions: { persistCart: (_, cart) => writeCart(cart) },
    }),
  );
  return <CartContext.Provider logic={logic}>{children}</CartContext.Provider>;
}
