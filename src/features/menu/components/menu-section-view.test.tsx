import { I18nProvider } from '@lingui/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '../../../lib/i18n';
import type { Category, MenuClass, MenuItem } from '../../../lib/api/get-menu';
import { dishesDrawn, menuSections, type MenuSection } from '../menu-sections';
import * as styles from '../menu.css';
import { FIRST_SCREEN_DISHES, MenuSectionView } from './menu-section-view';
import { createTestRoot } from '../../../../tests/support/react-root';

// Every card draws its heart: the heart's renders count the cards' renders.
const heartRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../app/favourites/favourite-heart', () => ({
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
  img: `/media/menu/${menucd}.webp`,
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

/** The sections as the menu page draws them: all of them, each with `drawn[index]` dishes drawn (all when not given). */
async function renderMenu(sections: MenuSection[], drawn: readonly number[] = [], chosen: Record<string, string> = {}) {
  await view.render(
    <I18nProvider i18n={i18n}>
      {sections.map((section, index) => (
        <MenuSectionView
          key={section.id}
          first={index === 0}
          drawnDishes={drawn[index] ?? section.items.length}
          section={section}
          chosenClass={chosen[section.category.bumoncd] ?? ''}
          onChooseClass={onChooseClass}
          onAdd={onAdd}
        />
      ))}
    </I18nProvider>,
  );
}

const cardsOf = (title: string) => [...view.container.querySelectorAll(`ul[aria-label="Dishes: ${title}"] > li`)];
const drawnCards = () => [...view.container.querySelectorAll('li')].filter((card) => card.getAttribute('aria-hidden') !== 'true');

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  heartRenders.count = 0;
});

describe('MenuSectionView', () => {
  it("should draw the first screen's dishes, then the first category, then each category as it nears the screen, each dish once", async () => {
    const sections = menuSections(categories, classes, items);
    const steps = [
      { firstScreenOnly: true, near: new Set<string>() },
      { firstScreenOnly: false, near: new Set<string>() },
      { firstScreenOnly: false, near: new Set([sections[2]!.id]) },
      { firstScreenOnly: false, near: new Set([sections[2]!.id, sections[1]!.id]) },
    ];
    const drawnCounts: number[] = [];
    for (const step of steps) {
      await renderMenu(sections, dishesDrawn(sections, step, 2));
      drawnCounts.push(drawnCards().length);
    }
    expect(drawnCounts).toEqual([2, 3, 5, 7]);
    expect(heartRenders.count).toBe(items.length);
  });

  it('should hold the place of the dishes not drawn yet with placeholders hidden from assistive technology', async () => {
    const sections = menuSections(categories, classes, items);
    await renderMenu(sections, [3, 0, 2]);
    const rice = cardsOf('Rice');
    expect(rice).toHaveLength(2);
    expect(rice.map((card) => [card.getAttribute('aria-hidden'), card.classList.contains(styles.cardPlaceholder)])).toEqual([
      ['true', true],
      ['true', true],
    ]);
    expect(view.container.querySelectorAll('h2')).toHaveLength(3);
    expect(heartRenders.count).toBe(5);
  });

  it('should leave the cards below the first screen to be laid out and painted as they near it', async () => {
    const many = Array.from({ length: FIRST_SCREEN_DISHES + 2 }, (_, index) => dish(`PHO${index + 1}`, 'NOODLE', 'PHO'));
    await renderMenu(menuSections(categories, classes, [...many, ...items.slice(3)]));
    const belowFirstScreen = drawnCards().map((card) => card.classList.contains(styles.cardBelowFirstScreen));
    expect(belowFirstScreen).toEqual([...many.map((_, index) => index >= FIRST_SCREEN_DISHES), true, true, true, true]);
  });

  it("should keep the cards of the same dishes when the sections are computed again (a class chosen, the classes' answer)", async () => {
    await renderMenu(menuSections(categories, [], items));
    heartRenders.count = 0;
    await renderMenu(menuSections(categories, classes, items));
    expect(view.container.querySelector('[aria-label="Classes of Noodles"]')).not.toBeNull();
    const chosen = { NOODLE: 'PHO' };
    await renderMenu(menuSections(categories, classes, items, chosen), [], chosen);
    expect(view.container.querySelectorAll('li')).toHaveLength(items.length - 1);
    expect(heartRenders.count).toBe(0);
  });
});
