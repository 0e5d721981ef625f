import { I18nProvider } from '@lingui/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '../../../lib/i18n';
import type { Category, MenuClass, MenuItem } from '../api/get-menu';
import { drawnMenu, menuDrawingSteps, menuSections, type MenuSection } from '../menu-sections';
import * as styles from '../menu.css';
import { FIRST_SCREEN_DISHES, MenuSectionView } from './menu-section-view';
import { createTestRoot } from '../../../../tests/support/react-root';

// Every card draws its heart: the heart's renders count the cards' renders.
const heartRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../favourites', () => ({
  FavouriteHeart: () => {
    heartRenders.count += 1;
    return null;
  },
}));

const dish = (menucd: string, bumoncd: string, bunruicd: string): MenuItem => ({
  menucd,
  menuname: menucd,
  baika: 50_000,
  stuckb: 2,
  tax_rate: 8,
  soldout: false,
  has_topping: false,
  img: `/media/menu/${menucd}.svg`,
  bumoncd,
  bunruicd,
});
const categories: Category[] = [
  { bumoncd: 'NOODLE', bumonnm: 'Noodles', total_items: 3 },
  { bumoncd: 'RICE', bumonnm: 'Rice', total_items: 2 },
  { bumoncd: 'DRINK', bumonnm: 'Drinks', total_items: 2 },
];
const classes: MenuClass[] = [
  { bunruicd: 'PHO', bunruinm: 'Phở', bumoncd: 'NOODLE', total_items: 2 },
  { bunruicd: 'BUN', bunruinm: 'Bún', bumoncd: 'NOODLE', total_items: 1 },
];
const items = [
  dish('PHO1', 'NOODLE', 'PHO'),
  dish('PHO2', 'NOODLE', 'PHO'),
  dish('BUN1', 'NOODLE', 'BUN'),
  dish('COM1', 'RICE', 'COM'),
  dish('COM2', 'RICE', 'COM'),
  dish('TEA1', 'DRINK', 'TEA'),
  dish('TEA2', 'DRINK', 'TEA'),
];

const onAdd = () => {};
const onChooseClass = () => {};

const view = createTestRoot();

/** The sections as the menu page draws them: the first `drawn` (of the first, `firstDishes`), each with the page's stable callbacks. */
async function renderMenu(sections: MenuSection[], drawn: number, chosen: Record<string, string> = {}, firstDishes?: number) {
  await view.render(
    <I18nProvider i18n={i18n}>
      {sections.slice(0, drawn).map((section, index) => (
        <MenuSectionView
          key={section.id}
          first={index === 0}
          drawnDishes={index === 0 ? firstDishes : undefined}
          section={section}
          chosenClass={chosen[section.category.bumoncd] ?? ''}
          onChooseClass={onChooseClass}
          onAdd={onAdd}
        />
      ))}
    </I18nProvider>,
  );
}

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  heartRenders.count = 0;
});

describe('MenuSectionView', () => {
  it('should draw each dish once while the menu draws one section more per render', async () => {
    const sections = menuSections(categories, classes, items);
    for (let drawn = 1; drawn <= sections.length; drawn += 1) await renderMenu(sections, drawn);
    expect(view.container.querySelectorAll('li')).toHaveLength(items.length);
    expect(heartRenders.count).toBe(items.length);
  });

  it("should draw the first screen's dishes first, then the rest, each dish once", async () => {
    const sections = menuSections(categories, classes, items);
    const drawnCounts: number[] = [];
    for (let step = 1; step <= menuDrawingSteps(sections.length); step += 1) {
      const drawn = drawnMenu(step, sections.length, 2);
      await renderMenu(sections, drawn.sections, {}, drawn.firstSectionDishes);
      drawnCounts.push(view.container.querySelectorAll('li').length);
    }
    expect(drawnCounts).toEqual([2, 3, 5, 7]);
    expect(heartRenders.count).toBe(items.length);
  });

  it('should leave the cards below the first screen to be laid out and painted as they near it', async () => {
    const many = Array.from({ length: FIRST_SCREEN_DISHES + 2 }, (_, index) => dish(`PHO${index + 1}`, 'NOODLE', 'PHO'));
    await renderMenu(menuSections(categories, classes, [...many, ...items.slice(3)]), 3);
    const belowFirstScreen = [...view.container.querySelectorAll('li')].map((card) => card.classList.contains(styles.cardBelowFirstScreen));
    expect(belowFirstScreen).toEqual([...many.map((_, index) => index >= FIRST_SCREEN_DISHES), true, true, true, true]);
  });

  it("should keep the cards of the same dishes when the sections are computed again (a class chosen, the classes' answer)", async () => {
    await renderMenu(menuSections(categories, [], items), 3);
    heartRenders.count = 0;
    await renderMenu(menuSections(categories, classes, items), 3);
    expect(view.container.querySelector('[aria-label="Classes of Noodles"]')).not.toBeNull();
    const chosen = { NOODLE: 'PHO' };
    await renderMenu(menuSections(categories, classes, items, chosen), 3, chosen);
    expect(view.container.querySelectorAll('li')).toHaveLength(items.length - 1);
    expect(heartRenders.count).toBe(0);
  });
});
