import type { Category, MenuClass, MenuItem } from '../../lib/api/get-menu';

/** One category of the menu page: its heading, class buttons and dishes. */
export interface MenuSection {
  /** Element id of the section, for the category bar's scroll-spy and jumps. */
  id: string;
  category: Category;
  classes: MenuClass[];
  items: MenuItem[];
}

export const sectionId = (bumoncd: string) => `category-${bumoncd}`;
export const sectionTitleId = (id: string) => `${id}-title`;

/**
 * The menu as one page of sections in the categories' order, each listing its dishes (only
 * those of the class chosen in it, when one is); categories without dishes are left out.
 *
 * @example menuSections(categories, classes, items, { SOUP: 'NOODLE' })
 */
export function menuSections(
  categories: readonly Category[],
  classes: readonly MenuClass[],
  items: readonly MenuItem[],
  chosenClass: Readonly<Record<string, string>> = {},
): MenuSection[] {
  return categories
    .map((category) => {
      const all = items.filter((item) => item.bumoncd === category.bumoncd);
      const chosen = chosenClass[category.bumoncd] ?? '';
      return {
        id: sectionId(category.bumoncd),
        category,
        classes: classes.filter((c) => c.bumoncd === category.bumoncd && all.some((item) => item.bunruicd === c.bunruicd)),
        items: chosen ? all.filter((item) => item.bunruicd === chosen) : all,
        hasDishes: all.length > 0,
      };
    })
    .filter((section) => section.hasDishes)
    .map(({ hasDishes: _, ...section }) => section);
}

/** How far the menu is drawn: only its first screen yet, and which categories have neared the screen. */
export interface MenuDrawing {
  firstScreenOnly: boolean;
  /** ids of the sections that have come near the screen (they stay drawn) */
  near: ReadonlySet<string>;
}

/**
 * How many dishes of each section are drawn (a phone builds only what the customer may see). The first
 * render draws the first screen, the first category's first `firstScreenDishes` dishes; the next one that category
 * whole. Every other category is drawn once it nears the screen (scrolled to, or its chip tapped); until then its
 * dishes stand as placeholders of their size, so the page keeps its length and each category its place.
 *
 * @example dishesDrawn(sections, { firstScreenOnly: true, near: new Set() }, 4) // [4, 0, 0]
 * @example dishesDrawn(sections, { firstScreenOnly: false, near: new Set([sections[2].id]) }, 4) // [16, 0, 9]
 */
export function dishesDrawn(sections: readonly MenuSection[], drawing: MenuDrawing, firstScreenDishes: number): number[] {
  return sections.map((section, index) => {
    if (index === 0) return drawing.firstScreenOnly ? Math.min(firstScreenDishes, section.items.length) : section.items.length;
    return drawing.near.has(section.id) ? section.items.length : 0;
  });
}
