import { MAP_ZOOM } from '../../../domain/constants';
import type { DraggableMap, DraggableMapOptions, NearPlace } from './draggable-map';
import * as styles from './local-map.css';
import { metresPerPixel, viewAround, type LatLng, type Pixel } from './mercator';

const SVG = 'http://www.w3.org/2000/svg';
/** The view drawn before layout has measured the element (and in tests without layout). */
const FALLBACK_SIZE = { width: 360, height: 260 };
/** Pixels an arrow key moves the marker; with Shift, four times as far. */
export const KEY_STEP_PX = 10;
/** After the last arrow key the marker is dropped where it stands, as a pointer's release would. */
export const KEY_DROP_DELAY_MS = 1_000;
/** Ground lengths the scale bar may show; the longest that fits in its width is drawn. */
const SCALE_STEPS_METRES = [50, 100, 200, 250, 500, 1_000, 2_000];
const SCALE_MAX_PX = 120;
/** A label's width is guessed (no text measuring): this many pixels per character at 12 px. */
const LABEL_CHAR_PX = 7.5;
const LABEL_MAX_CHARS = 22;
const EDGE_PX = 4;
let mounted = 0;

function svgElement<K extends keyof SVGElementTagNameMap>(name: K, attributes: Record<string, string | number> = {}): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

const shortName = (name: string) => (name.length > LABEL_MAX_CHARS ? `${name.slice(0, LABEL_MAX_CHARS - 1)}…` : name);

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Our own map at SPEC's zoom (web mercator, no tiles, no internet): the gazetteer's places around the
 * centre as labelled dots, a scale bar, a note that it is the local map, and a marker dragged with a
 * pointer (mouse, pen or touch) or moved with the arrow keys; dropping it (release, Enter, or a pause
 * after the keys) gives `onPick` the point under its tip.
 */
export function mountLocalMap(element: HTMLElement, start: LatLng, onPick: (point: LatLng) => void, options: DraggableMapOptions): DraggableMap {
  const { labels } = options;
  const frame = document.createElement('div');
  frame.className = styles.frame;
  const canvas = svgElement('svg');
  canvas.classList.add(styles.canvas);
  const caption = document.createElement('p');
  caption.className = styles.caption;
  caption.id = `local-map-caption-${++mounted}`;
  caption.textContent = `${labels.note} ${labels.instructions}`;
  frame.append(canvas, caption);
  element.replaceChildren(frame);

  const size = {
    width: canvas.clientWidth || FALLBACK_SIZE.width,
    height: canvas.clientHeight || FALLBACK_SIZE.height,
  };
  canvas.setAttribute('viewBox', `0 0 ${size.width} ${size.height}`);

  const placesLayer = svgElement('g', { 'aria-hidden': 'true' });
  const scaleLayer = svgElement('g', { 'aria-hidden': 'true' });
  const marker = svgElement('g', { tabindex: 0, role: 'button', 'aria-label': labels.marker, 'aria-describedby': caption.id });
  marker.classList.add(styles.marker);
  marker.append(
    // a larger invisible target for a finger
    svgElement('circle', { cx: 0, cy: -24, r: 22, fill: 'transparent' }),
    svgElement('path', { d: 'M0 0C-9-13-14-19-14-27a14 14 0 1 1 28 0c0 8-5 14-14 27z', fill: '#c2281d', stroke: '#ffffff', 'stroke-width': 2 }),
    svgElement('circle', { cx: 0, cy: -27, r: 5, fill: '#ffffff' }),
  );
  canvas.append(placesLayer, scaleLayer, marker);

  let view = viewAround(start, MAP_ZOOM, size.width, size.height);
  let position: Pixel = { x: size.width / 2, y: size.height / 2 };
  let placesAsked = 0;
  let keyDrop: ReturnType<typeof setTimeout> | undefined;

  const clamp = (pixel: Pixel): Pixel => ({
    x: Math.min(Math.max(pixel.x, EDGE_PX), size.width - EDGE_PX),
    y: Math.min(Math.max(pixel.y, EDGE_PX), size.height - EDGE_PX),
  });
  const moveMarker = (pixel: Pixel) => {
    position = clamp(pixel);
    marker.setAttribute('transform', `translate(${position.x} ${position.y})`);
  };
  const drop = () => {
    clearTimeout(keyDrop);
    keyDrop = undefined;
    onPick(view.toLatLng(position));
  };

  /** Where the scale bar is drawn: no label goes there. */
  const scaleBox = (): Box => ({ left: 0, right: 12 + SCALE_MAX_PX + 8, top: size.height - 30, bottom: size.height });

  function drawPlaces(places: NearPlace[]) {
    placesLayer.replaceChildren();
    const dots = places
      .map((place) => ({ place, at: view.toScreen(place) }))
      .filter(({ at }) => at.x >= 0 && at.y >= 0 && at.x <= size.width && at.y <= size.height);
    const dotBoxes = dots.map(({ at }): Box => ({ left: at.x - 5, right: at.x + 5, top: at.y - 5, bottom: at.y + 5 }));
    const labels = svgElement('g');
    for (const { at } of dots) placesLayer.append(svgElement('circle', { cx: at.x, cy: at.y, r: 4, fill: '#5e524b', stroke: '#ffffff', 'stroke-width': 1.5 }));
    placesLayer.append(labels);
    const taken: Box[] = [scaleBox()];
    dots.forEach(({ place, at: { x, y } }, index) => {
      const label = svgElement('text', { y: y + 4 });
      label.classList.add(styles.label);
      label.textContent = shortName(place.name);
      labels.append(label);
      // the drawn width where the browser lays text out, a guess where it does not (tests)
      const width = (typeof label.getComputedTextLength === 'function' && label.getComputedTextLength()) || label.textContent.length * LABEL_CHAR_PX;
      const toLeft = x + 8 + width > size.width - EDGE_PX;
      const box = { left: toLeft ? x - 8 - width : x + 8, right: toLeft ? x - 8 : x + 8 + width, top: y - 8, bottom: y + 8 };
      // nearest first: a label that would leave the view, cover a nearer one's or another place's dot is left out (its dot stays)
      const covers = (other: Box) => overlaps(box, other);
      if (box.left < EDGE_PX || taken.some(covers) || dotBoxes.some((dot, other) => other !== index && covers(dot))) {
        label.remove();
        return;
      }
      taken.push(box);
      label.setAttribute('x', String(toLeft ? x - 8 : x + 8));
      label.setAttribute('text-anchor', toLeft ? 'end' : 'start');
    });
  }

  function drawScale(center: LatLng) {
    const perPixel = metresPerPixel(center.lat, MAP_ZOOM);
    const metres = SCALE_STEPS_METRES.filter((step) => step / perPixel <= SCALE_MAX_PX).at(-1) ?? SCALE_STEPS_METRES[0]!;
    const length = metres / perPixel;
    const left = 12;
    const base = size.height - 12;
    const bar = svgElement('path', { d: `M${left} ${base - 5}V${base}H${left + length}V${base - 5}`, fill: 'none', stroke: '#221a16', 'stroke-width': 2 });
    const text = svgElement('text', { x: left, y: base - 9 });
    text.classList.add(styles.label);
    text.textContent = labels.metres(metres);
    scaleLayer.replaceChildren(bar, text);
  }

  function centreOn(center: LatLng) {
    view = viewAround(center, MAP_ZOOM, size.width, size.height);
    moveMarker({ x: size.width / 2, y: size.height / 2 });
    drawScale(center);
    placesLayer.replaceChildren();
    const asked = ++placesAsked;
    options
      .placesNear(center, Math.ceil(view.halfDiagonalMetres))
      .then((places) => asked === placesAsked && drawPlaces(places))
      // without its places the map still picks points: the dots are a guide
      .catch(() => {});
  }

  const pointerPixel = (event: PointerEvent): Pixel => {
    const box = canvas.getBoundingClientRect();
    const scale = box.width ? size.width / box.width : 1;
    return { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale };
  };
  let dragging: { pointerId: number; offset: Pixel } | undefined;
  marker.addEventListener('pointerdown', (event) => {
    const at = pointerPixel(event);
    dragging = { pointerId: event.pointerId, offset: { x: position.x - at.x, y: position.y - at.y } };
    marker.setPointerCapture?.(event.pointerId);
    marker.focus();
    event.preventDefault();
  });
  marker.addEventListener('pointermove', (event) => {
    if (dragging?.pointerId !== event.pointerId) return;
    const at = pointerPixel(event);
    moveMarker({ x: at.x + dragging.offset.x, y: at.y + dragging.offset.y });
  });
  const release = (event: PointerEvent) => {
    if (dragging?.pointerId !== event.pointerId) return;
    dragging = undefined;
    if (event.type === 'pointerup') drop();
  };
  marker.addEventListener('pointerup', release);
  marker.addEventListener('pointercancel', release);

  const arrows: Record<string, Pixel> = { ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 } };
  marker.addEventListener('keydown', (event) => {
    const direction = arrows[event.key];
    if (direction) {
      event.preventDefault();
      const step = event.shiftKey ? KEY_STEP_PX * 4 : KEY_STEP_PX;
      moveMarker({ x: position.x + direction.x * step, y: position.y + direction.y * step });
      clearTimeout(keyDrop);
      keyDrop = setTimeout(drop, KEY_DROP_DELAY_MS);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      drop();
    }
  });

  centreOn(start);
  return {
    recentre: centreOn,
    remove() {
      clearTimeout(keyDrop);
      placesAsked++;
      frame.remove();
    },
  };
}
