import { describe, expect, it } from 'vitest';
import type { Category, MenuClass, MenuItem } from './api/get-menu';
import { drawnMenu, menuDrawingSteps, menuSections, sectionId } from './menu-sections';

const dish = (menucd: string, bumoncd: string, bunruicd: string): MenuItem => ({
  menucd,
  menuname: menucd,
  baika: 50_000,
  stuckb: 2,
  tax_rate: 8,
  soldout: false,
  has_topping: false,
  bumoncd,
  bunruicd,
});
const categories: Category[] = [
  { bumoncd: 'NOODLE', bumonnm: 'Noodles', total_items: 3 },
  { bumoncd: 'DESSERT', bumonnm: 'Desserts', total_items: 0 },
  { bumoncd: 'DRINK', bumonnm: 'Drinks', total_items: 1 },
];
const classes: MenuClass[] = [
  { bunruicd: 'PHO', bunruinm: 'Phở', bumoncd: 'NOODLE', total_items: 2 },
  { bunruicd: 'BUN', bunruinm: 'Bún', bumoncd: 'NOODLE', total_items: 1 },
  { bunruicd: 'MIEN', bunruinm: 'Miến', bumoncd: 'NOODLE', total_items: 0 },
  { bunruicd: 'TEA', bunruinm: 'Tea', bumoncd: 'DRINK', total_items: 1 },
];
const items = [dish('PHO1', 'NOODLE', 'PHO'), dish('TEA1', 'DRINK', 'TEA'), dish('BUN1', 'NOODLE', 'BUN'), dish('PHO2', 'NOODLE', 'PHO')];

describe('menuSections', () => {
  it("should list each category's dishes in the categories' order and leave empty categories out", () => {
    const sections = menuSections(categories, classes, items);
    expect(sections.map((s) => [s.id, s.items.map((i) => i.menucd)])).toEqual([
      [sectionId('NOODLE'), ['PHO1', 'BUN1', 'PHO2']],
      [sectionId('DRINK'), ['TEA1']],
    ]);
  });

  it('should offer only the classes that have dishes in the section', () => {
    expect(menuSections(categories, classes, items)[0]?.classes.map((c) => c.bunruicd)).toEqual(['PHO', 'BUN']);
  });

  it('should narrow a section to its chosen class and leave the others whole', () => {
    const sections = menuSections(categories, classes, items, { NOODLE: 'BUN' });
    expect(sections.map((s) => s.items.map((i) => i.menucd))).toEqual([['BUN1'], ['TEA1']]);
    expect(sections[0]?.classes).toHaveLength(2);
  });
});

describe('drawnMenu', () => {
  it("should draw the first screen's dishes first, then the rest of the first category, then one category per step", () => {
    const steps = Array.from({ length: menuDrawingSteps(3) }, (_, index) => drawnMenu(index + 1, 3, 4));
    expect(steps).toEqual([
      { sections: 1, firstSectionDishes: 4 },
      { sections: 1, firstSectionDishes: undefined },
      { sections: 2, firstSectionDishes: undefined },
      { sections: 3, firstSectionDishes: undefined },
    ]);
  });

  it('should never draw more categories than the menu has, nor any of an empty menu', () => {
    expect(drawnMenu(9, 3, 4).sections).toBe(3);
    expect(drawnMenu(1, 0, 4).sections).toBe(0);
  });
});
