/**
 * Draws the demo images as small hand-made SVGs (no text in dish images, no external refs):
 * every dish, every banner, the placeholders, the 404 and bill images, menu_status icons,
 * allergy icons and the sold-out stamp.
 *
 * Run: npx tsx server/db/seed-data/draw.ts   (writes the app's own SVGs under public/media/: the placeholders,
 *      the 404 and bill images, which no data link names)
 * What data links name (dishes, banners, membership cards, promotions) and the icons are shipped as WebP, drawn
 * from these SVGs by Chromium (SPEC §5 allows no SVG image link):
 *      npx tsx server/db/seed-data/rasterise.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale, SeedBanner, SeedDish } from './types';

type Shape =
  | 'bowl'
  | 'smallbowl'
  | 'plate'
  | 'friedrice'
  | 'stirfry'
  | 'platter'
  | 'glass'
  | 'cup'
  | 'hotcup'
  | 'jug'
  | 'can'
  | 'coconut'
  | 'sandwich'
  | 'rolls'
  | 'crepe'
  | 'minis'
  | 'salad'
  | 'pan'
  | 'pot'
  | 'flan'
  | 'sticks';

interface Spec {
  shape: Shape;
  /** broth, liquid, rice or main colour */
  base: string;
  /** toppings, fillings, layers (bottom first for drinks) */
  items: string[];
  /** herbs, chilli, peanuts... */
  garnish?: string[];
  /** noodles, ice, dip... */
  extra?: string;
}

// ---------- palette ----------
const C = {
  broth: '#E9B872',
  noodle: '#FAF3E3',
  beefRare: '#C8575B',
  beef: '#8B5A3C',
  beefBall: '#6D4C3D',
  tendon: '#E8D8B0',
  pork: '#A0522D',
  knuckle: '#E8C7A0',
  chaHue: '#F0E0C0',
  chicken: '#F3D9A4',
  shrimp: '#F28C5B',
  crab: '#E4572E',
  fish: '#E8C07D',
  yolk: '#F6C026',
  white: '#FFFDF5',
  herb: '#4CAF50',
  scallion: '#7BC043',
  chili: '#E53935',
  lime: '#B5D334',
  tofu: '#E9C46A',
  mushroom: '#6B4F3A',
  peanut: '#C68B59',
  carrot: '#F4A261',
  cucumber: '#8BC34A',
  tomato: '#E53935',
  sausage: '#B23A48',
  coffee: '#4B2E1F',
  milkCoffee: '#A47551',
  friedGold: '#D98E32',
};

/**
 * What a customer sees in each dish: the ingredients of the seed's description, drawn with the glyphs
 * below (a beef slice, a shrimp, a lime wedge...). Items and garnish name ingredients of ING; drinks and
 * sandwiches list colours (layers, fillings).
 */
const SPECS: Record<string, Spec> = {
  PHO001: { shape: 'bowl', base: C.broth, items: ['rareBeef', 'rareBeef', 'rareBeef', 'onion'], garnish: ['herb', 'scallion', 'lime', 'chili'] },
  PHO002: { shape: 'bowl', base: C.broth, items: ['brisket', 'brisket', 'brisket', 'onion'], garnish: ['scallion', 'lime', 'starAnise'] },
  PHO003: { shape: 'bowl', base: C.broth, items: ['rareBeef', 'brisket', 'beefBall', 'tendon', 'beefBall'], garnish: ['herb', 'scallion', 'lime'] },
  PHO004: { shape: 'bowl', base: '#F1DDA0', items: ['chicken', 'chicken', 'chicken'], garnish: ['limeLeaf', 'scallion', 'lime'] },
  PHO005: { shape: 'rolls', base: '#FAF6EE', items: ['brisket', 'herb'], extra: '#E8B27A' },
  PHO006: { shape: 'stirfry', base: C.noodle, items: [C.beef, '#3E8E41', C.noodle], garnish: [C.scallion] },
  PHO007: { shape: 'bowl', base: '#E6C98B', items: ['tofu', 'shiitake', 'tofu', 'shiitake'], garnish: ['herb', 'scallion', 'lime'] },
  BUN001: { shape: 'bowl', base: '#D9542B', items: ['shank', 'knuckle', 'chaHue', 'bloodCube'], garnish: ['scallion', 'chili', 'lime'], extra: '#F6EEDC' },
  BUN002: { shape: 'bowl', base: '#E9A86B', items: ['patty', 'porkBelly', 'patty', 'papaya'], garnish: ['chili', 'garlic'] },
  BUN003: { shape: 'bowl', base: '#E4703A', items: ['crabRieu', 'tomato', 'tofu', 'tomato', 'crabRieu'], garnish: ['scallion'] },
  BUN004: { shape: 'bowl', base: '#F7F0E0', items: ['grilledPork', 'springRoll', 'grilledPork', 'springRoll'], garnish: ['peanut', 'herb', 'pickle'] },
  BUN005: { shape: 'bowl', base: '#EFD9A7', items: ['fishCake', 'fishCake', 'fishCake', 'tomato'], garnish: ['dill', 'scallion'] },
  BUN006: { shape: 'bowl', base: '#EBCB8B', items: ['shrimp', 'liver', 'porkSlice', 'quailEgg', 'shrimp'], garnish: ['scallion', 'garlic'] },
  BUN007: { shape: 'bowl', base: '#E9B04A', items: ['chicken', 'halfEgg', 'shrimp', 'cracker'], garnish: ['peanut', 'herb'], extra: '#F2C14E' },
  BUN008: { shape: 'bowl', base: '#F0A05A', items: ['crabClaw', 'shrimp', 'crabClaw', 'quailEgg'], garnish: ['scallion', 'chili'], extra: '#F6EEDC' },
  BUN009: { shape: 'platter', base: C.noodle, items: ['#E0A84E', '#F1D3C0', '#9BB53A'], extra: '#8E6C8A' },
  COM001: { shape: 'plate', base: C.white, items: ['porkChop'], garnish: ['cucumber', 'tomato', 'pickle'] },
  COM002: { shape: 'plate', base: C.white, items: ['porkChop', 'porkSkin', 'meatloaf'], garnish: ['cucumber', 'pickle'] },
  COM003: { shape: 'plate', base: C.white, items: ['porkChop', 'friedEgg', 'meatloaf', 'porkSkin'], garnish: ['cucumber', 'scallion'] },
  COM004: { shape: 'plate', base: '#F4D58D', items: ['friedChicken', 'friedChicken'], garnish: ['cucumber', 'tomato', 'herb'] },
  COM005: { shape: 'friedrice', base: '#F4D58D', items: ['#7CB342', C.carrot, C.sausage, C.shrimp, C.yolk] },
  COM006: { shape: 'friedrice', base: '#F2D18A', items: [C.shrimp, '#F7EDE2', C.crab, C.scallion, '#9E9E9E'] },
  COM007: { shape: 'pot', base: '#5C2E12', items: ['#A0522D', '#A0522D'], garnish: [C.chili, C.scallion] },
  COM008: { shape: 'plate', base: '#E76F51', items: ['beefCube', 'beefCube', 'beefCube', 'beefCube'], garnish: ['onion', 'tomato', 'herb'] },
  COM009: { shape: 'bowl', base: '#F4A259', items: ['fishSteak', 'pineapple', 'tomato', 'okra', 'pineapple'], garnish: ['herb', 'sprouts'], extra: '#F4A259' },
  BMI001: { shape: 'sandwich', base: '#D9A066', items: ['#8D6E63', '#F4A7B9', C.cucumber, C.carrot, C.herb] },
  BMI002: { shape: 'sandwich', base: '#D9A066', items: ['#D9452B', '#8B3A2B', C.scallion] },
  BMI003: { shape: 'sandwich', base: '#C8884F', items: ['#FFF3B0', C.chicken, C.carrot, C.herb] },
  BMI004: { shape: 'sandwich', base: '#E2AC70', items: [C.tofu, C.mushroom, C.cucumber, C.herb, C.carrot] },
  BMI005: { shape: 'sandwich', base: '#D9A066', items: [C.white, C.yolk, C.cucumber] },
  BAN001: { shape: 'crepe', base: '#F2B632', items: [C.shrimp, C.pork], garnish: [C.herb, '#A5D6A7'] },
  BAN002: { shape: 'rolls', base: '#FBF7F0', items: ['shiitake', 'porkSlice'], extra: '#F3C98B' },
  BAN003: { shape: 'minis', base: '#F7F3EA', items: [C.shrimp, '#E8B04B'], extra: '#F3C98B' },
  BAN004: { shape: 'minis', base: '#E9A93B', items: [C.shrimp, C.scallion], extra: '#7BC043' },
  CUO001: { shape: 'rolls', base: '#F3EEE6', items: ['shrimp', 'herb'], extra: '#6D4C41' },
  CUO002: { shape: 'rolls', base: C.friedGold, items: [], extra: '#F4A261' },
  CUO003: { shape: 'rolls', base: '#C97B2A', items: ['square'], extra: '#F4A261' },
  CUO004: { shape: 'rolls', base: '#F3EEE6', items: ['sausageSlice', 'friedEggStrip'], extra: C.peanut },
  KVI001: { shape: 'salad', base: '#F5EBD7', items: [C.shrimp, C.pork, C.carrot], garnish: [C.herb, C.peanut] },
  KVI002: { shape: 'salad', base: '#E8F0C8', items: [C.chicken, '#E1BEE7', C.carrot], garnish: [C.herb, C.peanut] },
  KVI003: { shape: 'pan', base: '#E9B949', items: ['#E9B949', '#D9A53A'], garnish: ['#6FA84B', C.scallion] },
  KVI004: { shape: 'rolls', base: '#4E7D3A', items: [], extra: '#C9A227' },
  KVI005: { shape: 'smallbowl', base: '#EBD9A8', items: ['crabClaw', 'quailEgg', 'corn'] },
  CAF001: { shape: 'glass', base: C.milkCoffee, items: [C.milkCoffee], extra: 'ice' },
  CAF002: { shape: 'glass', base: '#2B1A12', items: ['#2B1A12'], extra: 'ice' },
  CAF003: { shape: 'glass', base: '#F5EBDD', items: ['#F5EBDD', C.milkCoffee], extra: 'ice' },
  CAF004: { shape: 'hotcup', base: C.coffee, items: [C.coffee, '#F3D98B'] },
  CAF005: { shape: 'glass', base: '#6F4E37', items: ['#6F4E37', '#F5F0E6'], extra: 'ice' },
  TRA001: { shape: 'jug', base: '#D9C27A', items: [] },
  TRA002: { shape: 'glass', base: '#F4A259', items: ['#F4A259'], garnish: ['#FFB385', '#9CCC65'], extra: 'ice' },
  TRA003: { shape: 'glass', base: '#E9C46A', items: ['#E9C46A'], garnish: ['#F9A825'], extra: 'ice' },
  TRA004: { shape: 'can', base: '#2E7D32', items: ['#D4AF37'] },
  TRA005: { shape: 'can', base: '#D32F2F', items: ['#FFFFFF'] },
  STO001: { shape: 'glass', base: '#B5C96A', items: ['#B5C96A'] },
  STO002: { shape: 'glass', base: '#F6B93B', items: ['#F6B93B'], garnish: ['#FFD54F'] },
  STO003: { shape: 'glass', base: '#D8D27A', items: ['#D8D27A'], garnish: ['#F9A825'], extra: 'ice' },
  STO004: { shape: 'coconut', base: '#7CB342', items: [] },
  STO005: { shape: 'glass', base: '#F39C12', items: ['#F39C12'], garnish: ['#FFB300'] },
  STO006: { shape: 'glass', base: '#6DA544', items: ['#6DA544', '#F1E6C8'] },
  CHE001: { shape: 'cup', base: '#8B2F2F', items: ['#8B2F2F', '#E9C46A', '#6AB04C', '#FFFFFF'] },
  CHE002: { shape: 'cup', base: '#F3E2A9', items: ['#F3E2A9', '#FFF8E7'], garnish: ['#F9E79F', C.peanut] },
  CHE003: { shape: 'cup', base: '#E7D7A8', items: ['#E7D7A8'], garnish: ['#2E7D32', '#F5F5DC', '#A52A2A'] },
  CHE004: { shape: 'cup', base: '#FDF6E3', items: ['#FDF6E3'], garnish: ['#FFFFFF', '#FFE4EC', '#E3C99A'] },
  CHE005: { shape: 'flan', base: '#F6D365', items: ['#8B4513'] },
  CHE006: { shape: 'smallbowl', base: '#F5EBDD', items: ['banana', 'banana', 'peanut', 'tapioca'] },
  CHE007: { shape: 'smallbowl', base: '#D9A441', items: ['silkenTofu', 'silkenTofu', 'ginger'] },
  THM001: { shape: 'sticks', base: '#D9932E', items: [] },
  THM002: { shape: 'smallbowl', base: '#FFFFFF', items: [], extra: 'rice' },
  THM003: { shape: 'smallbowl', base: '#EFD9A7', items: ['scallion'], extra: 'egg' },
};

type Glyph =
  | 'slice' | 'ball' | 'shrimp' | 'egg' | 'halfEgg' | 'wedge' | 'leaf' | 'ring' | 'dot' | 'cube' | 'shiitake' | 'chop' | 'patty' | 'roll' | 'disc' | 'shreds' | 'blob' | 'claw' | 'star';

/** Ingredients by name: the glyph that draws them and its colour. */
const ING: Record<string, [Glyph, string]> = {
  rareBeef: ['slice', C.beefRare],
  brisket: ['slice', C.beef],
  shank: ['slice', '#7A3E2B'],
  porkSlice: ['slice', '#E9B7A0'],
  porkBelly: ['slice', '#C98A6B'],
  grilledPork: ['slice', '#A0522D'],
  liver: ['slice', '#6D3B2E'],
  fishSteak: ['slice', C.fish],
  beefBall: ['ball', C.beefBall],
  quailEgg: ['ball', '#FFF8E7'],
  tapioca: ['ball', '#F7F3EA'],
  corn: ['dot', '#F6D55C'],
  shrimp: ['shrimp', C.shrimp],
  friedEgg: ['egg', C.white],
  halfEgg: ['halfEgg', C.white],
  lime: ['wedge', C.lime],
  tomato: ['wedge', C.tomato],
  pineapple: ['wedge', '#F9D56E'],
  herb: ['leaf', C.herb],
  limeLeaf: ['leaf', '#2E7D32'],
  dill: ['leaf', '#6FA84B'],
  scallion: ['ring', C.scallion],
  chili: ['ring', C.chili],
  onion: ['ring', '#F3E5F5'],
  okra: ['ring', '#7CB342'],
  garlic: ['dot', '#F7E7C6'],
  peanut: ['dot', C.peanut],
  starAnise: ['star', '#6D3B2E'],
  tofu: ['cube', C.tofu],
  bloodCube: ['cube', '#6D1F1F'],
  beefCube: ['cube', '#5D3A28'],
  silkenTofu: ['cube', '#FFFDF0'],
  square: ['cube', '#E4572E'],
  shiitake: ['shiitake', C.mushroom],
  porkChop: ['chop', C.pork],
  friedChicken: ['chop', '#C77B30'],
  patty: ['patty', '#7B4A2E'],
  fishCake: ['patty', '#E8C07D'],
  meatloaf: ['patty', '#F2C46D'],
  springRoll: ['roll', C.friedGold],
  cracker: ['roll', '#F2D48A'],
  banana: ['roll', '#F7E08A'],
  sausageSlice: ['disc', C.sausage],
  chaHue: ['disc', C.chaHue],
  knuckle: ['disc', C.knuckle],
  cucumber: ['disc', C.cucumber],
  ginger: ['shreds', '#F2C14E'],
  chicken: ['shreds', C.chicken],
  porkSkin: ['shreds', '#F2E3C6'],
  papaya: ['shreds', '#E3EDB9'],
  pickle: ['shreds', C.carrot],
  sprouts: ['shreds', '#F7F3E3'],
  friedEggStrip: ['shreds', C.yolk],
  tendon: ['blob', C.tendon],
  crabRieu: ['blob', '#C96A3A'],
  crabClaw: ['claw', C.crab],
};

/** Draws one ingredient at (x, y), turned by deg; scale 1 is a main ingredient, smaller for garnish. */
function glyph(item: string, x: number, y: number, deg: number, scale = 1): string {
  const entry = ING[item];
  if (!entry) return ell(x, y, 26 * scale, 11 * scale, item, rot(deg, x, y) + ' stroke="#0002"');
  const [kind, c] = entry;
  // small garnish needs no group of its own
  if (kind === 'ring') return circ(x, y, 5 * scale, 'none', ` stroke="${c}" stroke-width="3"`);
  if (kind === 'dot') return ell(x, y, 4 * scale, 3 * scale, c);
  if (kind === 'leaf') return ell(x, y, 9 * scale, 4.5 * scale, c, rot(deg, x, y));
  const dark = ' class="d"';
  let g: string;
  switch (kind) {
    case 'slice':
      g = path('M-30 -8Q0 -20 30 -8L26 10Q0 20 -26 10Z', c, dark) + path('M-18 -4Q0 -10 18 -4M-16 5Q0 0 16 5', 'none', ' stroke="#FFF6" stroke-width="3"');
      break;
    case 'ball':
      g = circ(0, 0, 13, c, dark) + circ(-4, -4, 4, '#FFF6');
      break;
    case 'shrimp':
      g = path('M-16 6A16 16 0 1 1 14 -4', 'none', ` stroke="${c}" stroke-width="11" stroke-linecap="round"`) + (scale < 1 ? '' : path('M-8 -10l4 7M2 -14l0 8M10 -8l-5 5', 'none', ' stroke="#FFF8" stroke-width="2"')) + path('M14 -4l10 -6l-2 12Z', '#E4572E');
      break;
    case 'egg':
      g = path('M-30 -4Q-26 -24 0 -22Q30 -22 30 0Q28 22 0 22Q-32 20 -30 -4Z', c, ' stroke="#0001"') + circ(2, 0, 11, C.yolk);
      break;
    case 'halfEgg':
      g = ell(0, 0, 17, 13, c, dark) + circ(0, 1, 8, C.yolk);
      break;
    case 'wedge':
      g = path('M-20 0A20 20 0 0 1 20 0Z', c, ' stroke="#0003" stroke-width="3"') + path('M-13 -2A13 13 0 0 1 13 -2Z', '#FFF5', '');
      break;
    case 'star':
      g = path('M0 -9L3 -3L9 0L3 3L0 9L-3 3L-9 0L-3 -3Z', c);
      break;
    case 'cube':
      g = rect(-13, -13, 26, 26, c, 4, dark);
      break;
    case 'shiitake':
      g = circ(0, 0, 15, c) + path('M-8 -8L8 8M8 -8L-8 8', 'none', ' stroke="#E8D5B5" stroke-width="3"');
      break;
    case 'chop':
      g = path('M-44 -10Q-30 -34 10 -30Q46 -24 44 4Q40 28 0 28Q-48 26 -44 -10Z', c, dark) + path('M-30 -14L24 -22M-32 2L30 -8M-24 16L30 8', 'none', ' stroke="#0004" stroke-width="5"');
      break;
    case 'patty':
      g = ell(0, 0, 24, 16, c, dark) + path('M-14 -6L14 -6M-14 4L14 4', 'none', ' stroke="#0003" stroke-width="4"');
      break;
    case 'roll':
      g = rect(-30, -10, 60, 20, c, 10, ' stroke="#A0612A" stroke-width="2"') + path('M-16 -8v16M0 -8v16M16 -8v16', 'none', ' stroke="#0002" stroke-width="2"');
      break;
    case 'disc':
      g = circ(0, 0, 14, c, dark) + circ(0, 0, 7, '#FFF5');
      break;
    case 'shreds':
      g = path('M-22 -6L14 -10M-18 2L20 -2M-20 10L16 6', 'none', ` stroke="${c}" stroke-width="5" stroke-linecap="round"`);
      break;
    case 'blob':
      g = path('M-18 -6Q-10 -18 4 -12Q20 -12 18 2Q14 16 -2 12Q-20 12 -18 -6Z', c, dark);
      break;
    case 'claw':
      g = path('M-22 6Q-18 -14 6 -12L20 -18L16 -6L24 0L10 4Q-4 14 -22 6Z', c, dark);
      break;
  }
  return `<g transform="translate(${r0(x)} ${r0(y)}) rotate(${r0(deg)})${scale === 1 ? '' : ` scale(${scale})`}">${g}</g>`;
}

// ---------- helpers ----------
function rng(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}
const r0 = (n: number) => Math.round(n);
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;
const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${r0(cx)}" cy="${r0(cy)}" rx="${r0(rx)}" ry="${r0(ry)}" fill="${fill}"${extra}/>`;
const circ = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${r0(cx)}" cy="${r0(cy)}" r="${r0(r)}" fill="${fill}"${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${r0(x)}" y="${r0(y)}" width="${r0(w)}" height="${r0(h)}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const rot = (deg: number, cx: number, cy: number) => ` transform="rotate(${r0(deg)} ${r0(cx)} ${r0(cy)})"`;

/** Scatters small garnish bits (leaves, rings, dots) inside an ellipse. */
function scatter(rand: () => number, items: string[], cx: number, cy: number, rx: number, ry: number, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const item = items[i % items.length];
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * 0.85;
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    if (ING[item]) out += glyph(item, x, y, rand() * 180);
    else if (item === C.chili) out += circ(x, y, 5, 'none', ` stroke="${item}" stroke-width="3"`);
    else out += ell(x, y, 7, 3.5, item, rot(rand() * 180, x, y));
  }
  return out;
}
const BG: Record<string, string> = {
  C01: '#FFF1DC',
  C02: '#FDF0E1',
  C03: '#FFF5E6',
  C04: '#F1F7E8',
  C05: '#EAF4F8',
  C06: '#FCEFF3',
  C07: '#F6F1EA',
};

// ---------- shapes (400 x 300) ----------
const shadow = (cx: number, cy: number, rx: number) => ell(cx, cy, rx, rx * 0.16, '#000', ' opacity=".08"');

/** A soup bowl seen from above: broth, noodles, the main ingredients around the middle, garnish, lime on the rim. */
function bowl(s: Spec, rand: () => number): string {
  let o = ell(206, 158, 142, 128, '#000', ' opacity=".08"');
  o += ell(200, 150, 140, 126, '#FFFFFF', ' stroke="#3B6EA5" stroke-width="5"');
  o += ell(200, 150, 129, 115, 'none', ' stroke="#3B6EA5" stroke-width="3" stroke-dasharray="4 10"');
  o += ell(200, 152, 116, 102, s.base);
  let strands = '';
  for (let i = 0; i < 5; i++) {
    const y = 104 + i * 24;
    const half = 116 * Math.sqrt(1 - ((y - 152) / 102) ** 2) * 0.8;
    const x = 200 - half;
    strands += `M${r0(x)} ${y}q10 -7 20 0` + 't20 0'.repeat(Math.max(1, Math.floor((half * 2) / 20) - 1));
  }
  o += path(strands, 'none', ` stroke="${s.extra ?? C.noodle}" stroke-width="5" stroke-linecap="round" opacity=".9"`);
  const n = s.items.length;
  s.items.forEach((item, i) => {
    const a = ((-90 + (360 / n) * i + (rand() - 0.5) * 16) * Math.PI) / 180;
    const x = 200 + Math.cos(a) * 60;
    const y = 152 + Math.sin(a) * 50;
    o += glyph(item, x, y, (a * 180) / Math.PI + 90, 1.25);
  });
  const garnish = s.garnish ?? [];
  o += scatter(rand, garnish.filter((g) => g !== 'lime'), 200, 152, 100, 88, 9);
  if (garnish.includes('lime')) o += glyph('lime', 318, 58, 40, 1.3);
  return o;
}
/** A small bowl seen from a little above, so that what is in it shows. */
function smallbowl(s: Spec, rand: () => number): string {
  let o = shadow(200, 256, 100);
  o += path('M86 140Q96 254 200 256Q304 254 314 140Z', '#FFFFFF', ' stroke="#D7CCC8" stroke-width="3"');
  o += ell(200, 140, 114, 54, '#FFFFFF', ' stroke="#D7CCC8" stroke-width="3"');
  o += ell(200, 143, 100, 44, s.base);
  if (s.extra === 'rice') {
    o += path('M110 146Q200 40 290 146Z', '#FFFFFF', ' stroke="#EEE" stroke-width="2"');
    o += grains(rand, 14, 140, 96, 120, 44, '#ECE6D8');
  } else if (s.extra === 'egg') {
    o += ell(200, 140, 58, 28, C.white) + circ(206, 138, 17, C.yolk) + scatter(rand, s.items, 200, 143, 86, 34, 7);
  } else {
    s.items.forEach((item, i) => {
      const x = 140 + (120 / Math.max(s.items.length - 1, 1)) * i + (rand() - 0.5) * 8;
      o += glyph(item, x, 140 + (i % 2 ? 14 : -10), rand() * 30 - 15, 1.1);
    });
  }
  return o;
}

/** Grains of (broken) rice: short strokes in one path. */
function grains(rand: () => number, n: number, x: number, y: number, w: number, h: number, colour: string): string {
  let d = '';
  for (let i = 0; i < n; i++) d += `M${r0(x + rand() * w)} ${r0(y + rand() * h)}l${r0(rand() * 8 - 4)} 3`;
  return path(d, 'none', ` stroke="${colour}" stroke-width="3" stroke-linecap="round"`);
}

function plateBase(cx = 200, cy = 175): string {
  return shadow(cx, cy + 62, 160) + ell(cx, cy, 170, 72, '#FFFFFF', ' stroke="#E0D6C8" stroke-width="3"') + ell(cx, cy, 140, 56, '#FAF7F0');
}

/** A rice plate: broken rice on the left, the main pieces on the right, sides in front. */
function plate(s: Spec, rand: () => number): string {
  let o = plateBase();
  o += ell(140, 168, 72, 38, s.base, ' stroke="#0001"');
  o += grains(rand, 14, 90, 145, 100, 44, '#E6DDC8');
  const [main, ...rest] = s.items;
  if (ING[main]?.[0] === 'cube') s.items.forEach((item, i) => (o += glyph(item, 220 + (i % 2) * 34, 140 + Math.floor(i / 2) * 32 + (i % 2) * 6, rand() * 40)));
  else {
    o += glyph(main, 250, 160, -8);
    rest.forEach((item, i) => (o += glyph(item, 190 + i * 48, 212, rand() * 20 - 10, 0.85)));
  }
  o += scatter(rand, s.garnish ?? [], 110, 210, 36, 12, 6);
  return o;
}
function friedrice(s: Spec, rand: () => number): string {
  let o = plateBase();
  o += ell(200, 168, 110, 44, s.base);
  o += scatter(rand, s.items, 200, 168, 100, 38, 26);
  return o;
}

function stirfry(s: Spec, rand: () => number): string {
  let o = plateBase();
  let strands = '';
  for (let i = 0; i < 9; i++) strands += `M${r0(100 + rand() * 20)} ${146 + i * 7}q25 -10 50 0t50 0t50 0t50 0`;
  o += path(strands, 'none', ` stroke="${s.base}" stroke-width="9" stroke-linecap="round"`);
  o += scatter(rand, s.items.slice(0, 2), 200, 172, 95, 35, 12);
  o += scatter(rand, s.garnish ?? [], 200, 172, 95, 35, 5);
  return o;
}

function platter(s: Spec, rand: () => number): string {
  let o = shadow(200, 262, 170);
  o += circ(200, 160, 128, '#C8A165') + circ(200, 160, 116, '#E6C98E');
  o += rect(110, 95, 70, 50, s.base, 6) + rect(112, 150, 66, 46, s.base, 6);
  for (let i = 0; i < 6; i++) o += rect(192 + (i % 3) * 30, 96 + Math.floor(i / 3) * 30, 26, 24, s.items[0], 4, ' stroke="#B07A2C"');
  for (let i = 0; i < 4; i++) o += ell(220 + i * 14, 185 + (i % 2) * 8, 22, 9, s.items[1], ' stroke="#0002"');
  o += scatter(rand, [s.items[2]], 160, 225, 50, 14, 8);
  o += circ(290, 225, 24, '#FFFFFF') + circ(290, 225, 18, s.extra ?? '#8E6C8A');
  return o;
}

function glassLiquid(top: number, bottom: number, xl: number, xr: number, bl: number, br: number, y0: number, y1: number, fill: string) {
  const lerp = (a: number, b: number, y: number) => a + ((b - a) * (y - top)) / (bottom - top);
  return path(
    `M${r0(lerp(xl, bl, y0))} ${y0}L${r0(lerp(xr, br, y0))} ${y0}L${r0(lerp(xr, br, y1))} ${y1}L${r0(lerp(xl, bl, y1))} ${y1}Z`,
    fill,
  );
}

function glass(s: Spec, rand: () => number, cup = false): string {
  const top = cup ? 110 : 50;
  const bottom = 258;
  const [xl, xr, bl, br] = cup ? [130, 270, 150, 250] : [148, 252, 164, 236];
  let o = shadow(200, 262, 70);
  const fillTop = top + (cup ? 18 : 30);
  const layers = s.items.length ? s.items : [s.base];
  const h = (bottom - fillTop) / layers.length;
  layers.forEach((color, i) => {
    const y1 = bottom - i * h;
    o += glassLiquid(top, bottom, xl, xr, bl, br, r0(y1 - h), r0(y1), color);
  });
  if (s.extra === 'ice' || cup) {
    for (let i = 0; i < 4; i++) {
      const x = (cup ? 160 : 170) + (i % 2) * 32 + rand() * 6;
      const y = fillTop + 10 + Math.floor(i / 2) * 34 + rand() * 6;
      o += rect(x, y, 28, 26, '#FFFFFF', 5, ' opacity=".45"' + rot(rand() * 30, x + 14, y + 13));
    }
  }
  (s.garnish ?? []).forEach((color, i) => {
    const x = 178 + i * 26;
    o += circ(x, fillTop + 40 + i * 30, 11, color, ' opacity=".9"');
  });
  if (!cup) o += path(`M226 ${top - 30}L214 ${bottom - 40}`, 'none', ' stroke="#2A9D8F" stroke-width="8" stroke-linecap="round"');
  o += path(`M${xl} ${top}L${xr} ${top}L${br} ${bottom}L${bl} ${bottom}Z`, '#FFFFFF', ' opacity=".18" stroke="#9FB8C4" stroke-width="4"');
  o += path(`M${xl + 12} ${top + 14}L${bl + 10} ${bottom - 14}`, 'none', ' stroke="#FFFFFF" stroke-width="6" opacity=".6"');
  // the fruit of a juice or tea as a wheel on the rim
  const fruit = s.garnish?.[0];
  if (fruit && !cup) {
    o += circ(xr, top + 4, 28, fruit, ' stroke="#0002" stroke-width="3"') + circ(xr, top + 4, 20, '#FFF9', '');
    o += path(`M${xr - 20} ${top + 4}h40M${xr} ${top - 16}v40M${xr - 14} ${top - 10}l28 28M${xr + 14} ${top - 10}l-28 28`, 'none', ` stroke="${fruit}" stroke-width="2"`);
  }
  return o;
}

function hotcup(s: Spec): string {
  let o = shadow(200, 262, 110) + ell(200, 246, 120, 26, '#FFFFFF', ' stroke="#D7CCC8" stroke-width="3"');
  o += path('M280 150q50 0 40 40q-8 26 -44 26', 'none', ' stroke="#F5F5F5" stroke-width="14"');
  o += path('M110 130L290 130L272 236Q200 252 128 236Z', '#FFFFFF', ' stroke="#D7CCC8" stroke-width="3"');
  o += ell(200, 130, 90, 18, s.items[1] ?? s.base);
  o += path('M160 128q20 -8 40 0t40 0', 'none', ' stroke="#E0B85C" stroke-width="4"');
  o += path('M170 100q-10 -20 0 -40M200 96q-10 -20 0 -40M230 100q-10 -20 0 -40', 'none', ' stroke="#BCAAA4" stroke-width="4" opacity=".7"');
  return o;
}

function jug(s: Spec, rand: () => number): string {
  let o = shadow(200, 262, 90);
  o += path('M258 110q52 4 44 56q-6 36 -44 40', 'none', ' stroke="#B0C7D1" stroke-width="12"');
  o += path('M138 120L262 120L254 256L146 256Z', s.base, ' opacity=".85"');
  for (let i = 0; i < 5; i++) o += rect(150 + (i % 3) * 34 + rand() * 5, 140 + Math.floor(i / 3) * 40, 28, 26, '#FFFFFF', 5, ' opacity=".45"');
  o += path('M130 64L262 64L254 256L146 256L138 120L120 96Z', '#FFFFFF', ' opacity=".2" stroke="#9FB8C4" stroke-width="4"');
  return o;
}

function can(s: Spec): string {
  let o = shadow(200, 262, 70);
  o += rect(140, 60, 120, 200, s.base, 18);
  o += rect(140, 130, 120, 34, s.items[0] ?? '#FFF');
  o += ell(200, 64, 56, 10, '#CFD8DC') + ell(200, 64, 40, 6, '#B0BEC5');
  o += rect(156, 80, 10, 160, '#FFFFFF', 5, ' opacity=".25"');
  return o;
}

function coconut(s: Spec): string {
  let o = shadow(200, 262, 100);
  o += path('M100 200Q100 90 200 80Q300 90 300 200Q290 262 200 264Q110 262 100 200Z', s.base);
  o += ell(200, 96, 54, 16, '#F1F8E9') + ell(200, 96, 40, 10, '#DCEDC8');
  o += path('M214 96L246 22', 'none', ' stroke="#E76F51" stroke-width="8" stroke-linecap="round"');
  o += path('M130 170Q140 230 190 246', 'none', ' stroke="#FFFFFF" stroke-width="8" opacity=".25"');
  return o;
}

function sandwich(s: Spec): string {
  let o = shadow(200, 246, 160);
  o += path('M40 190Q30 150 80 130L320 90Q372 84 370 124Q368 150 330 162L90 226Q48 234 40 190Z', s.base);
  const colors = s.items;
  colors.forEach((color, i) => {
    const dy = i * 9;
    o += path(`M72 ${166 + dy}L338 ${112 + dy}`, 'none', ` stroke="${color}" stroke-width="12" stroke-linecap="round"`);
  });
  o += path('M52 176Q50 140 92 122L322 82Q362 78 362 104', '#E3AE72', ' stroke="#B7793A" stroke-width="3"');
  for (let i = 0; i < 4; i++) o += path(`M${110 + i * 52} ${118 - i * 10}l22 -14`, 'none', ' stroke="#F6D7A7" stroke-width="6" stroke-linecap="round"');
  return o;
}

/** Rolls on a plate with their dip; fresh rolls show their fillings through the rice paper. */
function rolls(s: Spec, rand: () => number): string {
  let o = plateBase();
  const fresh = s.items.length > 0 && s.items[0] !== 'square';
  for (let i = 0; i < 3; i++) {
    const x = 88 + i * 62;
    const y = 140 + i * 6;
    const turn = rot(-18, x + 28, y + 48);
    if (fresh) {
      let inside = '';
      s.items.forEach((item, k) => {
        inside += glyph(item, x + 28, y + 30 + k * 34, rand() * 40 - 20, 0.6);
      });
      o += `<g${turn}>` + rect(x, y, 56, 96, s.base, 26) + inside + rect(x, y, 56, 96, '#FFFFFF', 26, ' opacity=".35" stroke="#E0D6C8" stroke-width="2"') + '</g>';
    } else {
      o += rect(x, y, 56, 96, s.base, 26, turn + ' stroke="#A0612A" stroke-width="2"');
      o += path(`M${x + 10} ${y + 30}l34 -6M${x + 10} ${y + 60}l34 -6`, 'none', ` stroke="#0002" stroke-width="3"${turn}`);
      if (s.items[0] === 'square') o += path(`M${x + 14} ${y + 40}h28v28h-28Z`, 'none', ` stroke="#8A4A14" stroke-width="2"${turn}`);
    }
  }
  o += circ(306, 178, 34, '#FFFFFF', ' stroke="#E0D6C8" stroke-width="3"') + circ(306, 178, 26, s.extra ?? '#F4A261');
  o += circ(300, 172, 3, C.chili) + circ(312, 182, 3, C.chili);
  return o;
}
function crepe(s: Spec, rand: () => number): string {
  let o = plateBase();
  o += path('M80 186A122 86 0 0 1 320 186Z', s.base, ' stroke="#D99A1E" stroke-width="3"');
  o += path('M80 186Q200 206 320 186', 'none', ' stroke="#C98A14" stroke-width="5"');
  for (let i = 0; i < 4; i++) o += path(`M${130 + i * 40} 180a16 16 0 0 1 24 -8`, 'none', ` stroke="${s.items[0]}" stroke-width="8" stroke-linecap="round"`);
  o += scatter(rand, [s.items[1] ?? C.pork], 200, 150, 70, 20, 4);
  o += scatter(rand, s.garnish ?? [], 110, 220, 40, 10, 6);
  return o;
}

function minis(s: Spec, rand: () => number): string {
  let o = plateBase();
  for (let i = 0; i < 7; i++) {
    const x = 110 + (i % 4) * 60 + (i > 3 ? 30 : 0);
    const y = 150 + (i > 3 ? 46 : 0);
    o += ell(x, y, 26, 14, s.base, ' stroke="#0002" stroke-width="2"');
    o += ell(x + (rand() - 0.5) * 6, y - 2, 10, 6, s.items[0]);
    if (s.items[1]) o += ell(x + 8, y + 3, 5, 2, s.items[1]);
  }
  o += circ(320, 120, 22, '#FFFFFF', ' stroke="#E0D6C8" stroke-width="3"') + circ(320, 120, 16, s.extra ?? '#F3C98B');
  return o;
}

function salad(s: Spec, rand: () => number): string {
  let o = plateBase();
  const shreds = ['', ''];
  for (let i = 0; i < 28; i++) {
    const x = 120 + rand() * 160;
    const y = 140 + rand() * 60;
    shreds[i % 4 === 0 ? 1 : 0] += `M${r0(x)} ${r0(y)}l${r0(14 + rand() * 18)} ${r0((rand() - 0.5) * 12)}`;
  }
  o += path(shreds[0], 'none', ` stroke="${s.base}" stroke-width="5" stroke-linecap="round"`);
  o += path(shreds[1], 'none', ` stroke="${s.items[2]}" stroke-width="5" stroke-linecap="round"`);
  o += scatter(rand, s.items.slice(0, 2), 200, 165, 70, 26, 8);
  o += scatter(rand, s.garnish ?? [], 200, 165, 80, 28, 10);
  o += ell(82, 200, 30, 14, '#FFF3E0', ' stroke="#F8BBD0" stroke-width="2"') + ell(318, 204, 30, 14, '#FFF3E0', ' stroke="#F8BBD0" stroke-width="2"');
  return o;
}

function pan(s: Spec, rand: () => number): string {
  let o = shadow(200, 252, 150);
  o += path('M300 170L378 120', 'none', ' stroke="#3E2723" stroke-width="16" stroke-linecap="round"');
  o += ell(190, 180, 140, 66, '#37474F') + ell(190, 176, 124, 54, '#263238');
  for (let i = 0; i < 7; i++) {
    const x = 120 + (i % 4) * 44 + rand() * 10;
    const y = 160 + Math.floor(i / 4) * 30 + rand() * 8;
    o += rect(x, y, 38, 22, s.items[i % s.items.length], 8, rot(rand() * 40 - 20, x + 19, y + 11));
  }
  o += scatter(rand, s.garnish ?? [], 190, 176, 100, 40, 14);
  return o;
}

function pot(s: Spec, rand: () => number): string {
  let o = shadow(200, 260, 120);
  o += path('M80 150Q84 256 200 258Q316 256 320 150Z', '#8D5524');
  o += ell(200, 150, 124, 36, '#A0673A') + ell(200, 152, 108, 27, s.base);
  s.items.forEach((color, i) => {
    o += rect(140 + i * 64, 136, 56, 28, color, 10, ' stroke="#3E1F0E" stroke-width="2"');
  });
  o += scatter(rand, s.garnish ?? [], 200, 150, 90, 20, 8);
  o += path('M70 170h-20M330 170h20', 'none', ' stroke="#8D5524" stroke-width="14" stroke-linecap="round"');
  return o;
}

function flan(s: Spec): string {
  let o = plateBase(200, 200);
  o += path('M140 200L158 120L242 120L260 200Z', s.base);
  o += ell(200, 200, 60, 12, s.base) + ell(200, 120, 42, 9, s.items[0]);
  o += path('M158 122L150 160', 'none', ` stroke="${s.items[0]}" stroke-width="6" stroke-linecap="round"`);
  o += path('M232 122L238 150', 'none', ` stroke="${s.items[0]}" stroke-width="6" stroke-linecap="round"`);
  return o;
}

function sticks(s: Spec): string {
  let o = plateBase();
  for (let i = 0; i < 2; i++) {
    const y = 150 + i * 34;
    o += rect(90, y, 220, 26, s.base, 13, ' stroke="#A8661C" stroke-width="2"');
    o += path(`M100 ${y + 13}H300`, 'none', ' stroke="#B8731F" stroke-width="3"');
  }
  return o;
}

const SHAPES: Record<Shape, (s: Spec, rand: () => number) => string> = {
  bowl,
  smallbowl,
  plate,
  friedrice,
  stirfry,
  platter,
  glass: (s, rand) => glass(s, rand),
  cup: (s, rand) => glass(s, rand, true),
  hotcup,
  jug,
  can,
  coconut,
  sandwich,
  rolls,
  crepe,
  minis,
  salad,
  pan,
  pot,
  flan,
  sticks,
};

/** What a dish's drawing is made of (shape, base, ingredients, garnish): one line per dish, distinct across the menu. */
export function dishRecipe(menucd: string): string {
  const spec = SPECS[menucd];
  if (!spec) throw new Error(`no drawing spec for ${menucd}`);
  return [spec.shape, spec.base, spec.items.join('+'), (spec.garnish ?? []).join('+'), spec.extra ?? ''].join(' | ');
}

/** The named ingredients (of ING) a dish's drawing shows. */
export function dishIngredients(menucd: string): string[] {
  const spec = SPECS[menucd];
  return [...spec.items, ...(spec.garnish ?? [])].filter((item) => item in ING);
}

export function drawDish(dish: Pick<SeedDish, 'menucd' | 'bumoncd'>): string {
  const spec = SPECS[dish.menucd];
  if (!spec) throw new Error(`no drawing spec for ${dish.menucd}`);
  const rand = rng(dish.menucd);
  const bg = rect(0, 0, 400, 300, BG[dish.bumoncd] ?? '#FFF8EE') + circ(200, 160, 150, '#FFFFFF', ' opacity=".5"');
  return svg(400, 300, '<style>.d{stroke:#0003;stroke-width:2}</style>' + bg + SHAPES[spec.shape](spec, rand));
}

// ---------- other images ----------
function placeholder(): string {
  return svg(
    400,
    300,
    rect(0, 0, 400, 300, '#F2EFEA') +
      ell(200, 220, 150, 40, '#E0DBD3') +
      path('M90 210A110 100 0 0 1 310 210Z', '#CFC8BE') +
      circ(200, 104, 10, '#CFC8BE') +
      path('M140 190a70 70 0 0 1 40 -56', 'none', ' stroke="#E8E3DC" stroke-width="8" stroke-linecap="round"'),
  );
}

/** The banner drawn in place of one that fails to load (SPEC §8 "Image load failure"): the banners' size, no words. */
function bannerPlaceholder(): string {
  return svg(
    1200,
    400,
    rect(0, 0, 1200, 400, '#F2EFEA') +
      path('M0 330Q300 280 600 330T1200 330V400H0Z', '#E0DBD3') +
      ell(600, 300, 220, 50, '#E0DBD3') +
      path('M430 290A170 150 0 0 1 770 290Z', '#CFC8BE') +
      circ(600, 128, 14, '#CFC8BE'),
  );
}

function notFound(): string {
  return svg(
    600,
    400,
    rect(0, 0, 600, 400, '#FFF6EC') +
      ell(300, 330, 170, 22, '#000', ' opacity=".07"') +
      path('M150 220Q160 326 300 328Q440 326 450 220Z', '#F7F7F2') +
      ell(300, 220, 152, 40, '#FFFFFF', ' stroke="#3B6EA5" stroke-width="5"') +
      ell(300, 222, 136, 30, '#EDE7DD') +
      path('M470 90L330 214M500 104L352 216', 'none', ' stroke="#8D6E63" stroke-width="9" stroke-linecap="round"') +
      `<text x="250" y="140" font-family="sans-serif" font-size="96" font-weight="700" fill="#E76F51" text-anchor="middle" opacity=".9">404</text>` +
      path('M255 270q20 -16 45 -4q25 -12 45 4', 'none', ' stroke="#3B6EA5" stroke-width="5" stroke-linecap="round"'),
  );
}

function bill(): string {
  let lines = '';
  for (let i = 0; i < 6; i++) {
    const y = 110 + i * 28;
    lines += rect(120, y, 110 - (i % 3) * 18, 10, '#CFD8DC', 5) + rect(250, y, 40, 10, '#B0BEC5', 5);
  }
  let zig = 'M100 330';
  for (let x = 100; x < 300; x += 20) zig += `l10 12l10 -12`;
  return svg(
    400,
    400,
    rect(0, 0, 400, 400, '#EEF5F1') +
      path(`${zig}V50H100Z`, '#FFFFFF', ' stroke="#CFD8DC" stroke-width="3"') +
      rect(140, 66, 120, 18, '#2A9D8F', 9) +
      lines +
      path('M120 290H280', 'none', ' stroke="#90A4AE" stroke-width="3" stroke-dasharray="8 6"') +
      rect(200, 300, 80, 14, '#E76F51', 7) +
      circ(310, 310, 38, '#F4C430', ' stroke="#D4A017" stroke-width="5"') +
      circ(310, 310, 24, 'none', ' stroke="#D4A017" stroke-width="3"'),
  );
}

/** menu_status icons: 1 new, 2 recommend, 3 season, 4 vegetarian, 5 best seller, 6 error */
export function statusIcon(n: number): string {
  const glyphs: Record<number, [string, string]> = {
    1: ['#2A9D8F', path('M24 8l4 12 12 4-12 4-4 12-4-12-12-4 12-4Z', '#FFFFFF')],
    2: ['#E63973', path('M24 37S10 28 10 19a7 7 0 0 1 14-2a7 7 0 0 1 14 2c0 9-14 18-14 18Z', '#FFFFFF')],
    3: ['#F4A261', circ(24, 24, 7, '#FFFFFF') + path('M24 8v6M24 34v6M8 24h6M34 24h6M13 13l4 4M31 31l4 4M35 13l-4 4M17 31l-4 4', 'none', ' stroke="#FFFFFF" stroke-width="3" stroke-linecap="round"')],
    4: ['#43A047', path('M14 36C12 20 22 10 38 10C38 26 28 36 14 36Z', '#FFFFFF') + path('M14 36L30 18', 'none', ' stroke="#43A047" stroke-width="2.5"')],
    5: ['#D4A017', path('M10 32L12 16L19 23L24 12L29 23L36 16L38 32Z', '#FFFFFF') + rect(10, 34, 28, 4, '#FFFFFF', 2)],
    6: ['#D32F2F', path('M24 9L40 37H8Z', '#FFFFFF') + rect(22, 18, 4, 10, '#D32F2F', 2) + circ(24, 32, 2.5, '#D32F2F')],
  };
  const [bg, glyph] = glyphs[n];
  return svg(48, 48, circ(24, 24, 23, bg) + glyph);
}

/** allergy icons: 01 nut, 02 pork, 03 beef, 04 seaweed, 05 egg, 06 anchovy, 07 fish, 08 spicy, 09 crab, 10 shrimp */
export function allergyIcon(code: string): string {
  const fishPath = (scale: number, color: string) =>
    `<g transform="translate(24 24) scale(${scale}) translate(-24 -24)">${path('M8 24Q18 12 32 20L40 14V34L32 28Q18 36 8 24Z', color)}${circ(14, 23, 1.6, '#FFFFFF')}</g>`;
  const glyphs: Record<string, [string, string]> = {
    '01': ['#8D6E63', ell(19, 20, 8, 9, '#F5DEB3') + ell(29, 29, 8, 9, '#F5DEB3') + path('M19 20l10 9', 'none', ' stroke="#C8A27A" stroke-width="2"')],
    '02': ['#F48FB1', circ(24, 25, 13, '#FFFFFF') + ell(24, 29, 6, 4, '#F48FB1') + circ(22, 29, 1.3, '#FFFFFF') + circ(26, 29, 1.3, '#FFFFFF') + path('M13 16l3-6 5 5M35 16l-3-6-5 5', '#FFFFFF')],
    '03': ['#6D4C41', path('M10 14q4 6 10 6M38 14q-4 6-10 6', 'none', ' stroke="#FFFFFF" stroke-width="3" stroke-linecap="round"') + ell(24, 27, 11, 12, '#FFFFFF') + ell(24, 33, 7, 4, '#D7CCC8')],
    '04': ['#2E7D32', path('M16 40q-6-10 0-16t0-16M24 40q-6-10 0-16t0-16M32 40q-6-10 0-16t0-16', 'none', ' stroke="#C5E1A5" stroke-width="3.5" stroke-linecap="round"')],
    '05': ['#F9A825', ell(24, 25, 11, 14, '#FFFFFF') + circ(24, 27, 5, '#F9A825')],
    '06': ['#607D8B', fishPath(0.75, '#ECEFF1') + `<g transform="translate(0 9)">${fishPath(0.6, '#CFD8DC')}</g>`],
    '07': ['#1E88E5', fishPath(1, '#FFFFFF')],
    '08': ['#E53935', path('M14 34Q30 34 34 16Q36 12 32 12Q26 28 12 28Q8 32 14 34Z', '#FFFFFF') + path('M32 12q0-4 4-5', 'none', ' stroke="#C8E6C9" stroke-width="3" stroke-linecap="round"')],
    '09': ['#EF6C00', ell(24, 28, 11, 7, '#FFFFFF') + path('M13 24q-6-6-2-12l3 5M35 24q6-6 2-12l-3 5M14 31l-5 4M34 31l5 4M17 34l-3 5M31 34l3 5', 'none', ' stroke="#FFFFFF" stroke-width="2.5" stroke-linecap="round"')],
    '10': ['#FF7043', path('M34 14Q14 12 14 28Q14 38 26 38', 'none', ' stroke="#FFFFFF" stroke-width="8" stroke-linecap="round"') + path('M26 38l6 3M26 38l5-4M34 14l4-5', 'none', ' stroke="#FFFFFF" stroke-width="2" stroke-linecap="round"')],
  };
  const [bg, glyph] = glyphs[code];
  return svg(48, 48, circ(24, 24, 23, bg) + glyph);
}

export function soldOut(): string {
  return svg(
    160,
    160,
    `<g transform="rotate(-18 80 80)" fill="none" stroke="#D32F2F">` +
      circ(80, 80, 70, 'none', ' stroke-width="6"') +
      circ(80, 80, 58, 'none', ' stroke-width="2"') +
      `</g>` +
      `<text x="80" y="87" font-family="sans-serif" font-size="20" font-weight="800" fill="#D32F2F" text-anchor="middle" transform="rotate(-18 80 80)">SOLD OUT</text>`,
  );
}

// ---------- banners ----------
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Rough width of a text in ems (bold sans-serif): CJK is square, Latin narrower; enough to wrap and size lines. */
function ems(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 1 : ch === ' ' ? 0.3 : /[A-Z0-9%₫]/.test(ch) ? 0.66 : 0.6;
  return width;
}

/** Breaks a text into at most `lines` lines that fit `width` at `size`, shrinking the size when it must. */
function fitLines(text: string, width: number, size: number, lines: number): { size: number; lines: string[] } {
  // without spaces (Japanese) a line may break between any two characters, but not inside a run of digits and signs
  const cjk = !text.includes(' ');
  const units = cjk ? (text.match(/[\u3000-\u9fff\uff00-\uffef]|[^\u3000-\u9fff\uff00-\uffef]+/g) ?? []) : text.split(' ');
  for (let s = size; ; s -= 2) {
    const out: string[] = [];
    let line = '';
    for (const unit of units) {
      const next = line ? (cjk ? line + unit : `${line} ${unit}`) : unit;
      if (line && ems(next) * s > width) {
        out.push(line);
        line = unit;
      } else line = next;
    }
    out.push(line);
    if ((out.length <= lines && out.every((l) => ems(l) * s <= width)) || s <= 24) return { size: s, lines: out };
  }
}

const BANNER_FONT = 'font-family="Arial,Helvetica,sans-serif"';

/** A banner's words on its left half: the headline, then the offer on a ribbon. */
function bannerWords(headline: string, offer: string, colour: string, ribbon: string): string {
  const head = fitLines(headline, 640, 84, 2);
  const sub = fitLines(offer, 560, 50, 2);
  const headHeight = head.lines.length * head.size * 1.1;
  const subHeight = sub.lines.length * sub.size * 1.25;
  const top = (400 - headHeight - 36 - subHeight) / 2;
  let o = '';
  head.lines.forEach((line, i) => {
    o += `<text x="60" y="${r0(top + head.size * (i + 0.85) * 1.1)}" ${BANNER_FONT} font-size="${head.size}" font-weight="800" fill="${colour}">${esc(line)}</text>`;
  });
  const subTop = top + headHeight + 36;
  const subWidth = Math.max(...sub.lines.map((l) => ems(l))) * sub.size;
  o += rect(40, subTop - 10, subWidth + 48, subHeight + 14, ribbon, 16);
  sub.lines.forEach((line, i) => {
    o += `<text x="60" y="${r0(subTop + sub.size * (i + 0.82) * 1.25)}" ${BANNER_FONT} font-size="${sub.size}" font-weight="700" fill="#FFFFFF">${esc(line)}</text>`;
  });
  return o;
}

/** Banners 1200 x 400, one per language: the promotion's words on the left, a drawing of what it is about on the right. */
export function drawBanner(banner: SeedBanner, lang: Locale): string {
  const W = 1200;
  const H = 400;
  const wave = (color: string) => path(`M0 ${H - 70}Q300 ${H - 120} 600 ${H - 70}T1200 ${H - 70}V${H}H0Z`, color);
  const dishAt = (menucd: string, x: number, y: number, scale: number) => {
    const spec = SPECS[menucd];
    return `<g transform="translate(${x} ${y}) scale(${scale})">${SHAPES[spec.shape](spec, rng(menucd))}</g>`;
  };
  const words = (colour: string, ribbon: string) => bannerWords(banner.headline[lang], banner.offer[lang], colour, ribbon);
  const style = '<style>.d{stroke:#0003;stroke-width:2}</style>';
  switch (banner.id) {
    case 1:
      return svg(W, H, style + rect(0, 0, W, H, '#B5432C') + wave('#8E2F1E') + circ(930, 200, 200, '#F4C06A', ' opacity=".3"') + dishAt('PHO001', 690, 10, 1.25) + words('#FFF4E0', '#2A9D8F'));
    case 2: {
      // a delivery scooter with a bowl in its box
      let o = rect(0, 0, W, H, '#21867A') + wave('#1B6F65');
      o += `<g transform="translate(760 90)">` + circ(60, 220, 46, '#263238') + circ(60, 220, 20, '#B0BEC5') + circ(330, 220, 46, '#263238') + circ(330, 220, 20, '#B0BEC5');
      o += path('M40 200Q80 130 170 150L300 150Q350 150 360 210L100 210Z', '#F4A261') + rect(60, 40, 150, 110, '#E76F51', 12) + path('M100 95h70', 'none', ' stroke="#FFFFFF" stroke-width="10" stroke-linecap="round"');
      o += path('M280 150L300 60h40', 'none', ' stroke="#263238" stroke-width="10" stroke-linecap="round"') + circ(250, 30, 28, '#FFD166') + '</g>';
      o += path('M700 340C760 300 820 330 880 320', 'none', ' stroke="#E9F5F2" stroke-width="6" stroke-dasharray="14 14"');
      return svg(W, H, o + words('#FFFFFF', '#E76F51'));
    }
    default:
      return svg(W, H, style + rect(0, 0, W, H, '#5A1E14') + wave('#3E140D') + dishAt('BUN001', 700, 20, 1.2) + words('#FFE8C2', '#C62828'));
  }
}

// ---------- main ----------
function main() {
  const here = dirname(fileURLToPath(import.meta.url));
  const media = resolve(here, '../../../public/media');
  const write = (rel: string, content: string) => {
    const file = join(media, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  write('menu/placeholder.svg', placeholder());
  write('banners/placeholder.svg', bannerPlaceholder());
  write('404.svg', notFound());
  write('bill.svg', bill());
  console.log(`drew 4 images into ${media} (dishes, banners, cards, promotions and icons: rasterise.ts)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
