import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import * as ui from '../../../components/ui/ui.css';
import { useSectionInView } from '../../../lib/use-section-in-view';
import type { MenuSection } from '../menu-sections';
import * as styles from '../menu.css';

/** Header and category bar together, before the bar is measured. */
const DEFAULT_STICKY_OFFSET = 116;

/**
 * The categories in one row that stays under the header: the one in view is current and scrolled
 * into the row; a tap scrolls its section under the bar (a category not drawn yet is drawn as it nears).
 */
export function CategoryBar({ sections }: { sections: readonly MenuSection[] }) {
  const { t } = useLingui();
  const bar = useRef<HTMLElement>(null);
  const row = useRef<HTMLUListElement>(null);
  const chips = useRef(new Map<string, HTMLButtonElement>());
  const [offset, setOffset] = useState(DEFAULT_STICKY_OFFSET);
  const { current, jumpTo } = useSectionInView(
    sections.map((s) => s.id),
    offset,
  );

  // Measured when the browser has laid the bar out (its sticky top and height), not by forcing the page's layout
  // inside the menu's commit, one of the first render's long tasks; a new width measures it again.
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOffset(Math.round(parseFloat(getComputedStyle(element).top) + element.offsetHeight)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Measured in the frame's own layout: read in the effect, the chip's place forced a layout of the whole menu inside
  // the task that commits it (one of /main-menu's long tasks in Lighthouse's trace).
  useEffect(() => {
    const list = row.current;
    const chip = current === null ? undefined : chips.current.get(current);
    if (!list || !chip) return;
    const frame = requestAnimationFrame(() => {
      const left = chip.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2;
      list.scrollTo({ left: Math.max(0, left) });
    });
    return () => cancelAnimationFrame(frame);
  }, [current]);

  return (
    <nav ref={bar} className={styles.categoryBar} aria-label={t`Categories`}>
      <ul ref={row} className={styles.categoryRow}>
        {sections.map((section) => (
          <li key={section.id} className={styles.categoryChip}>
            <button
              ref={(element) => {
                if (element) chips.current.set(section.id, element);
                else chips.current.delete(section.id);
              }}
              type="button"
              className={ui.chip}
              aria-current={section.id === current ? 'true' : undefined}
              onClick={() => jumpTo(section.id)}
            >
              {section.category.bumonnm}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
