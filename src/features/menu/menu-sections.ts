import type { Category, MenuClass, MenuItem } from './api/get-menu';

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

/** What the menu has drawn after `steps` steps of drawing it one part per task: categories, and the first one's dishes. */
export interface DrawnMenu {
  sections: number;
  /** how many dishes of the first category are drawn; undefined: all of them */
  firstSectionDishes: number | undefined;
}

/** The steps `drawnMenu` takes to draw `sectionCount` categories whole. */
export const menuDrawingSteps = (sectionCount: number) => sectionCount + 1;

/**
 * The menu drawn one part per task (issue 17: the first commit and its layout were /main-menu's longest task): the
 * first step draws the first screen, the first category's first `firstScreenDishes` dishes; the second the rest of
 * that category; each further step one more category.
 *
 * @example drawnMenu(1, 7, 4) // { sections: 1, firstSectionDishes: 4 }
 * @example drawnMenu(3, 7, 4) // { sections: 2, firstSectionDishes: undefined }
 */
export function drawnMenu(steps: number, sectionCount: number, firstScreenDishes: number): DrawnMenu {
  return {
    sections: Math.min(sectionCount, Math.max(1, steps - 1)),
    firstSectionDishes: steps <= 1 ? firstScreenDishes : undefined,
  };
}
