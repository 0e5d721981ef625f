/**
 * The loyalty images, drawn like the dish images (no text, no external refs): a membership card
 * background per level (domain/points.ts MEMBERSHIP_LEVELS) and an image per promotion of the seed
 * (migrations 004 and 012). Shipped as WebP: `npx tsx server/db/seed-data/rasterise.ts`.
 */
import { levelCardImage, MEMBERSHIP_LEVELS, type LevelCode } from '../../../domain/points';

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra}/>`;
const circ = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

/** Card colours per level: the face, its sheen and the emblem. */
const CARD_COLOURS: Record<LevelCode, [string, string, string]> = {
  member: ['#B5432C', '#D9674A', '#F4C06A'],
  silver: ['#6E7B85', '#A7B3BC', '#E8EEF2'],
  gold: ['#A8741A', '#D9A93A', '#FFE9A8'],
  diamond: ['#1E3A5F', '#3C6E9E', '#BDE4FF'],
};

/** A card background (640 x 400, the ratio of a bank card): waves, a lotus emblem at the right, room on the left for the words. */
export function drawMembershipCard(level: LevelCode): string {
  const [face, sheen, emblem] = CARD_COLOURS[level];
  const rank = MEMBERSHIP_LEVELS.findIndex((l) => l.code === level);
  let o = rect(0, 0, 640, 400, face, 28);
  o += path('M0 300Q160 230 320 290T640 260V372Q640 400 612 400H28Q0 400 0 372Z', sheen, ' opacity=".55"');
  o += path('M0 340Q200 290 380 340T640 320V372Q640 400 612 400H28Q0 400 0 372Z', '#0000001f');
  // a lotus of 3 + rank petals
  const petals = 3 + rank;
  o += `<g transform="translate(520 120)">`;
  for (let i = 0; i < petals; i++) {
    const angle = -90 + (i - (petals - 1) / 2) * (150 / Math.max(1, petals));
    o += `<ellipse cx="0" cy="-34" rx="16" ry="40" fill="${emblem}" opacity=".85" transform="rotate(${Math.round(angle + 90)})"/>`;
  }
  o += circ(0, 0, 14, face) + '</g>';
  // the chip
  o += rect(44, 150, 72, 54, emblem, 10, ' opacity=".8"') + path('M44 177h72M80 150v54', 'none', ` stroke="${face}" stroke-width="3"`);
  return svg(640, 400, o);
}

type PromotionArt = 'tea' | 'voucher' | 'scooter' | 'welcome' | 'envelope' | 'percent' | 'bowl' | 'twoBowls' | 'blossom';

/** Images of the seeded promotions (600 x 400) by name (/media/promotions/<name>.webp): a ticket with what it gives. */
const PROMOTION_IMAGES: Record<string, { art: PromotionArt; background: string; ticket: string }> = {
  'redeem-tra': { art: 'tea', background: '#2A9D8F', ticket: '#FFF4E0' },
  'redeem-50k': { art: 'voucher', background: '#B5432C', ticket: '#FFF4E0' },
  'redeem-ship': { art: 'scooter', background: '#21867A', ticket: '#FFF8EC' },
  'welcome': { art: 'welcome', background: '#E76F51', ticket: '#FFF4E0' },
  'event-lixi': { art: 'envelope', background: '#8E1B1B', ticket: '#FFE8C2' },
  // the checkout promotions of migration 004, which had no image
  'bill10': { art: 'percent', background: '#E76F51', ticket: '#FFF4E0' },
  'pho15k': { art: 'bowl', background: '#B5432C', ticket: '#FFF4E0' },
  'freeship': { art: 'scooter', background: '#2A9D8F', ticket: '#FFF8EC' },
  'voucher25k': { art: 'voucher', background: '#5A1E14', ticket: '#FFE8C2' },
  'pho2nd': { art: 'twoBowls', background: '#A8741A', ticket: '#FFF4E0' },
  'tet2025': { art: 'blossom', background: '#8E1B1B', ticket: '#FFE8C2' },
};

const bowlAt = (x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">` +
  path('M-85 0h170q0 85-85 85t-85-85Z', '#F4A261') +
  `<ellipse cx="0" cy="0" rx="85" ry="16" fill="#E9B872"/>` +
  path('M-40 -30q-12-25 0-45M0 -30q-12-25 0-45M40 -30q-12-25 0-45', 'none', ' stroke="#FFFFFF" stroke-width="7" stroke-linecap="round"') +
  '</g>';

function art(kind: PromotionArt): string {
  switch (kind) {
    case 'tea':
      // a jug of iced tea with ice cubes
      return (
        path('M250 120h100l-8 170q-2 20-22 20h-40q-20 0-22-20Z', '#C98B2B') +
        path('M350 150q40 0 40 45t-40 45', 'none', ' stroke="#8A5A1A" stroke-width="10"') +
        rect(268, 160, 28, 28, '#E8F7FF', 5, ' opacity=".8"') +
        rect(304, 196, 28, 28, '#E8F7FF', 5, ' opacity=".8"') +
        rect(262, 232, 26, 26, '#E8F7FF', 5, ' opacity=".8"')
      );
    case 'voucher':
      // a stack of coins
      return [0, 1, 2, 3].map((i) => `<ellipse cx="300" cy="${270 - i * 34}" rx="70" ry="24" fill="#F4C06A" stroke="#A8741A" stroke-width="5"/>`).join('');
    case 'scooter':
      return (
        circ(225, 270, 34, '#263238') + circ(225, 270, 14, '#B0BEC5') + circ(385, 270, 34, '#263238') + circ(385, 270, 14, '#B0BEC5') +
        path('M210 250Q240 190 300 205L370 205Q400 205 405 255L240 255Z', '#F4A261') +
        rect(220, 140, 90, 70, '#E76F51', 10) +
        path('M365 205L380 150h26', 'none', ' stroke="#263238" stroke-width="8" stroke-linecap="round"')
      );
    case 'welcome':
      // a bowl with steam and a heart
      return (
        path('M215 200h170q0 85-85 85t-85-85Z', '#F4A261') +
        path('M260 170q-12-25 0-45M300 170q-12-25 0-45M340 170q-12-25 0-45', 'none', ' stroke="#FFFFFF" stroke-width="7" stroke-linecap="round"') +
        path('M300 255l-22-20q-14-14 0-26t22 6q8-18 22-6t0 26Z', '#C62828')
      );
    case 'percent':
      // a percent sign drawn with two rings and a bar
      return circ(255, 155, 30, 'none', ' stroke="#C62828" stroke-width="16"') + circ(345, 265, 30, 'none', ' stroke="#C62828" stroke-width="16"') + path('M360 130L240 290', 'none', ' stroke="#C62828" stroke-width="18" stroke-linecap="round"');
    case 'bowl':
      return bowlAt(300, 200, 1);
    case 'twoBowls':
      return bowlAt(230, 210, 0.75) + bowlAt(370, 210, 0.75) + circ(370, 150, 20, '#C62828');
    case 'blossom':
      // a yellow apricot blossom (hoa mai) on a branch
      return (
        path('M180 300Q260 230 420 120', 'none', ' stroke="#5D4037" stroke-width="10" stroke-linecap="round"') +
        [[300, 200], [380, 150], [230, 260]]
          .map(([x, y]) => [0, 72, 144, 216, 288].map((a) => `<ellipse cx="${x}" cy="${y - 22}" rx="14" ry="22" fill="#FFD166" transform="rotate(${a} ${x} ${y})"/>`).join('') + circ(x!, y!, 9, '#E76F51'))
          .join('')
      );
    case 'envelope':
      // a red envelope (lì xì) with a gold seal
      return rect(240, 110, 120, 180, '#D62828', 10) + path('M240 120l60 50 60-50', 'none', ' stroke="#8E1B1B" stroke-width="6"') + circ(300, 175, 22, '#F4C06A');
  }
}

export function drawPromotionImage(name: string): string {
  const spec = PROMOTION_IMAGES[name];
  let o = rect(0, 0, 600, 400, spec.background);
  // a ticket with round notches and a perforation
  o += rect(120, 70, 360, 260, spec.ticket, 22);
  o += circ(120, 200, 26, spec.background) + circ(480, 200, 26, spec.background);
  o += path('M160 200h280', 'none', ' stroke="#0000002e" stroke-width="4" stroke-dasharray="10 10"');
  o += `<g transform="translate(0 -10)">${art(spec.art)}</g>`;
  return svg(600, 400, o);
}

/** The promotion images' links, as the seed's promotion rows name them. */
export const promotionImage = (name: string) => `/media/promotions/${name}.webp`;

/** Every loyalty image: its WebP's path under public/media/ and the SVG it is drawn from. */
export function loyaltyImages(): [string, string][] {
  return [
    ...MEMBERSHIP_LEVELS.map((level): [string, string] => [levelCardImage(level.code).replace(/^\/media\//, ''), drawMembershipCard(level.code)]),
    ...Object.keys(PROMOTION_IMAGES).map((name): [string, string] => [promotionImage(name).replace(/^\/media\//, ''), drawPromotionImage(name)]),
  ];
}
