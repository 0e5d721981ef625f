import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import * as ui from '../../../components/ui/ui.css';
import type { MenuItem } from '../../../lib/api/get-menu';
import { sectionTitleId, type MenuSection } from '../menu-sections';
import * as styles from '../menu.css';
import { MenuCard } from './menu-card';

/**
 * The dishes on a phone's first screen (as many as the server draws in the page's first screen): the menu's
 * first render draws only them, and their images are fetched at once; the rest load as they near the screen.
 */
export const FIRST_SCREEN_DISHES = 4;

interface MenuSectionViewProps {
  section: MenuSection;
  chosenClass: string;
  onChooseClass: (bumoncd: string, bunruicd: string) => void;
  onAdd: (item: MenuItem) => void;
  /** the first section: its first dishes are the menu's first screen */
  first: boolean;
  /** how many of its dishes are drawn yet (menu-sections.ts, dishesDrawn); the others stand as placeholders */
  drawnDishes: number;
}

/**
 * One category: its title, its class buttons when it has several classes, and its dishes: the first `drawnDishes`
 * as cards, the others as placeholders of a card's size, hidden from assistive technology. Memoised, as are its cards: the menu draws a category as it nears the screen and answers its queries one
 * by one, and each of those renders must not draw again the sections already drawn (blocking time).
 */
export const MenuSectionView = memo(function MenuSectionView({ section, chosenClass, onChooseClass, onAdd, first, drawnDishes }: MenuSectionViewProps) {
  const { t } = useLingui();
  const categoryName = section.category.bumonnm;
  const bumoncd = section.category.bumoncd;
  const titleId = sectionTitleId(section.id);
  return (
    <section id={section.id} className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {categoryName}
      </h2>
      {section.classes.length > 1 ? (
        <div className={styles.chips} role="group" aria-label={t`Classes of ${categoryName}`}>
          <button type="button" className={ui.chip} aria-pressed={chosenClass === ''} onClick={() => onChooseClass(bumoncd, '')}>
            {t`All`}
          </button>
          {section.classes.map((c) => (
            <button
              key={c.bunruicd}
              type="button"
              className={ui.chip}
              aria-pressed={chosenClass === c.bunruicd}
              onClick={() => onChooseClass(bumoncd, c.bunruicd)}
            >
              {c.bunruinm}
            </button>
          ))}
        </div>
      ) : null}
      <ul className={styles.grid} aria-label={t`Dishes: ${categoryName}`}>
        {section.items.slice(0, drawnDishes).map((item, index) => (
          <MenuCard
            key={item.menucd}
            item={item}
            onAdd={onAdd}
            imageLoading={first && index < FIRST_SCREEN_DISHES ? (index === 0 ? 'first' : 'eager') : 'lazy'}
          />
        ))}
        {section.items.slice(drawnDishes).map((item) => (
          <li key={item.menucd} className={`${ui.card} ${styles.card} ${styles.cardPlaceholder}`} aria-hidden="true" />
        ))}
      </ul>
    </section>
  );
});
