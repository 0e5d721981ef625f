import { MEISAIKB_MANDATORY_TOPPING } from '../../../domain/constants';
import type { DishDetail, ToppingItem, ToppingSelection } from '../../../domain/toppings';
import { orderLinesOf, type Food } from '../../../machines/order-status/machine';

/** The cart.add of one past order line: the dish as the order priced it, with the same toppings and quantity. */
export interface ReorderLine {
  detail: DishDetail;
  selection: ToppingSelection;
  stuckb: Food['stuckb'] | null;
}

const toppingItemOf = (food: Food): ToppingItem => ({
  menucd: food.menucd,
  menunm: food.menunm,
  price: food.price,
  stuckb: food.stuckb ?? null,
  tax_rate: food.tax_rate ?? null,
});

/**
 * The lines a reorder puts in the cart: every dish of the order whose code the server did not
 * answer as unavailable, each as a detail holding exactly the toppings the order had.
 * @example reorderLinesOf(order.foods, ['SOLD_OUT']).length // dishes still on the menu
 */
export function reorderLinesOf(foods: readonly Food[], unavailable: readonly string[]): ReorderLine[] {
  const gone = new Set(unavailable);
  return orderLinesOf(foods)
    .filter(({ dish, toppings }) => !gone.has(dish.menucd) && toppings.every((topping) => !gone.has(topping.menucd)))
    .map(({ dish, toppings }) => {
      const mandatory = toppings.filter((topping) => topping.meisaikb === MEISAIKB_MANDATORY_TOPPING);
      const optional = toppings.filter((topping) => topping.meisaikb !== MEISAIKB_MANDATORY_TOPPING);
      return {
        detail: {
          food: { menucd: dish.menucd, menunm: dish.menunm, price: dish.price, image: dish.image ?? '', tax_rate: dish.tax_rate ?? null, stuckb: dish.stuckb ?? null },
          topping: {
            mandatory: mandatory.map((topping) => ({ group_name: topping.menunm, items: [toppingItemOf(topping)] })),
            option: optional.length > 0 ? [{ group_name: '', items: optional.map(toppingItemOf) }] : [],
          },
        },
        selection: {
          mandatory: mandatory.map((topping) => topping.menucd),
          optional: Object.fromEntries(optional.map((topping) => [topping.menucd, topping.quantity])),
          quantity: dish.quantity,
        },
        stuckb: dish.stuckb ?? null,
      };
    });
}
