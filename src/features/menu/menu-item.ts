import type { DishDetail } from '../../../domain/toppings';
import type { ApiDishDetail, MenuItem } from '../../lib/api/get-menu';

/** The detail of a dish without toppings, built from its menu card for `cart.add`. */
export function menuItemToDetail(item: MenuItem): DishDetail {
  return {
    food: {
      menucd: item.menucd,
      menunm: item.menuname,
      description: item.description,
      price: item.baika,
      image: item.img ?? '',
      tax_rate: item.tax_rate,
      stuckb: item.stuckb,
    },
    topping: { mandatory: [], option: [] },
  };
}

/** The dish detail as the favourites heart names it (a dish with any topping group opens /detail from the list). */
export function favouriteDishOf(detail: ApiDishDetail) {
  const { food, topping } = detail;
  const hasTopping = topping.mandatory.length + topping.option.length > 0;
  return { menucd: food.menucd, menuname: food.menunm, price: food.price, baika: food.price, image: food.image ?? null, has_topping: hasTopping };
}
