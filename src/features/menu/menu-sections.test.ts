import { describe, expect, it } from 'vitest';
import type { Category, MenuClass, MenuItem } from '../../lib/api/get-menu';
import { dishesDrawn, menuSections, sectionId } from './menu-sections';

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

describe('dishesDrawn', () => {
  const sections = () => menuSections(categories, classes, items);

  it("should draw the first screen's dishes first, then the first category whole, and no other category until it nears the screen", () => {
    const all = sections();
    expect(dishesDrawn(all, { firstScreenOnly: true, near: new Set() }, 1)).toEqual([1, 0]);
    expect(dishesDrawn(all, { firstScreenOnly: false, near: new Set() }, 1)).toEqual([all[0]!.items.length, 0]);
    expect(dishesDrawn(all, { firstScreenOnly: false, near: new Set([all[1]!.id]) }, 1)).toEqual(all.map((s) => s.items.length));
  });

  it('should draw a category that neared the screen even while the first is drawing its first screen', () => {
    const all = sections();
    expect(dishesDrawn(all, { firstScreenOnly: true, near: new Set([all[1]!.id]) }, 1)).toEqual([1, all[1]!.items.length]);
  });

  it('should never draw more dishes than a category has, nor any of an empty menu', () => {
    const all = sections();
    expect(dishesDrawn(all, { firstScreenOnly: true, near: new Set() }, 99)[0]).toBe(all[0]!.items.length);
    expect(dishesDrawn([], { firstScreenOnly: true, near: new Set() }, 4)).toEqual([]);
  });
});
