import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { cartMachine } from '../../../../machines/cart/machine';
import { fulfilmentMachine, type Place } from '../../../../machines/fulfilment/machine';
import { orderingMachine } from '../../../../machines/ordering/machine';
import { systemInput } from '../../../../machines/ordering/test-support';
import { mapPlace, stores } from '../../../../machines/test-support/fulfilment-fixtures';
import { neverSettlingActors } from '../../../../machines/test-support/replay-paths';
import { KEY_DROP_DELAY_MS } from '../../../adapters/maps/local-map';
import { api } from '../../../lib/api-client';
import { activateLocale, i18n } from '../../../lib/i18n';
import { OrderingContext } from '../context';
import { createTestRoot } from '../../../../tests/support/react-root';
import MapPicker, { DEFAULT_CENTER } from './map-picker';

/** The view jsdom gets (no layout): 360 x 260 pixels, the marker's tip in its middle. */
const MIDDLE = { x: 180, y: 130 };
/** Web mercator at zoom 15, written out here: degrees of longitude per pixel, and a pixel's latitude. */
const DEGREES_PER_PIXEL = 360 / (256 * 2 ** 15);
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const latAfterPixels = (lat: number, down: number) =>
  (360 / Math.PI) * Math.atan(Math.exp(mercatorY(lat) - (down * DEGREES_PER_PIXEL * Math.PI) / 180)) - 90;
const pointAt = (center: { lat: number; lng: number }, right: number, down: number) => ({
  lat: latAfterPixels(center.lat, down),
  lng: center.lng + right * DEGREES_PER_PIXEL,
});

let geocoded: Array<{ lat: number; lng: number }>;
let answerGeocode: (place: Place) => void;
let placesAsked: Array<{ lat: number; lng: number; radius: number }>;
/** The gazetteer's answer around a centre; by default one place just east of it and one far away. */
let placesAround: (lat: number, lng: number) => Array<{ place_id: string; name: string; formatted_address: string; lat: number; lng: number }>;

const logic = orderingMachine.provide({
  actors: {
    fulfilment: fulfilmentMachine.provide({
      actors: {
        ...neverSettlingActors(fulfilmentMachine),
        loadStores: fromPromise(async () => stores),
        reverseGeocode: fromPromise<Place, { lat: number; lng: number }>(
          ({ input }) =>
            new Promise((resolve) => {
              geocoded.push(input);
              answerGeocode = resolve;
            }),
        ),
      } as never,
    }),
    cart: cartMachine.provide({ actors: neverSettlingActors(cartMachine) as never, actions: { persistCart: () => {} } }),
    loadSoldOutCodes: neverSettlingActors(orderingMachine).loadSoldOutCodes as never,
  },
});
const input = { ...systemInput, fulfilment: { ...systemInput.fulfilment, settings: { ...systemInput.fulfilment.settings, useGooglemaps: true } }, session: null };

const marker = () => view.container.querySelector<SVGGElement>('g[role="button"]')!;
const markerAt = () => marker().getAttribute('transform');
const pointer = (type: string, x: number, y: number) =>
  act(async () => {
    marker().dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId: 1, clientX: x, clientY: y }));
  });
const key = (name: string, shiftKey = false) =>
  act(async () => {
    marker().dispatchEvent(new KeyboardEvent('keydown', { key: name, shiftKey, bubbles: true }));
  });
const expectNear = (actual: { lat: number; lng: number } | undefined, expected: { lat: number; lng: number }) => {
  expect(actual?.lat).toBeCloseTo(expected.lat, 7);
  expect(actual?.lng).toBeCloseTo(expected.lng, 7);
};

async function openMap() {
  await view.render(
    <I18nProvider i18n={i18n}>
      <OrderingContext.Provider logic={logic} options={{ input }}>
        <MapPicker />
      </OrderingContext.Provider>
    </I18nProvider>,
  );
  await vi.waitFor(() => expect(marker()).not.toBeNull());
}

beforeAll(() => activateLocale('en'));

beforeEach(() => {
  geocoded = [];
  placesAsked = [];
  placesAround = (lat, lng) => [
    { place_id: 'here', name: 'Nhà hát Thành phố', formatted_address: 'Quận 1', lat, lng: lng + 0.001 },
    { place_id: 'far', name: 'Far away', formatted_address: 'Hà Nội', lat: 21.03, lng: 105.85 },
  ];
  vi.spyOn(api, 'GET').mockImplementation((async (_path: string, init: { params: { query: { lat: number; lng: number; radius: number } } }) => {
    const { lat, lng, radius } = init.params.query;
    placesAsked.push({ lat, lng, radius });
    return { data: { places: placesAround(lat, lng) } };
  }) as never);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
// after the hooks above: the map is unmounted before the timers and the API are restored
const view = createTestRoot();

describe('the local map (no Google browser key)', () => {
  it('should centre on the city, draw the places around it, a 500 m scale bar and the local-map note', async () => {
    await openMap();
    expect(markerAt()).toBe(`translate(${MIDDLE.x} ${MIDDLE.y})`);
    expect(placesAsked[0]).toMatchObject(DEFAULT_CENTER);
    // the half diagonal of 360 x 260 pixels (222 px) at 4.693 m per pixel, rounded up
    expect(placesAsked[0]!.radius).toBe(1043);
    await vi.waitFor(() => expect(view.container.textContent).toContain('Nhà hát Thành phố'));
    expect(view.container.textContent).not.toContain('Far away');
    expect(view.container.textContent).toContain('500 m');
    expect(view.container.textContent).toContain('Local map: no map service is configured');
    expect(marker().getAttribute('aria-label')).toBe('Marker of your address');
    expect(document.getElementById(marker().getAttribute('aria-describedby')!)?.textContent).toContain('arrow keys');
  });

  it('should leave out a label that would cover a nearer place\'s, keeping both dots', async () => {
    placesAround = (lat, lng) => [
      { place_id: 'near', name: 'Chợ Bến Thành', formatted_address: 'Quận 1', lat, lng: lng + 0.0005 },
      { place_id: 'beside', name: 'Bảo tàng Mỹ thuật', formatted_address: 'Quận 1', lat: lat + 0.00003, lng: lng + 0.0006 },
    ];
    await openMap();
    await vi.waitFor(() => expect(view.container.textContent).toContain('Chợ Bến Thành'));
    expect(view.container.textContent).not.toContain('Bảo tàng Mỹ thuật');
    expect(view.container.querySelectorAll('svg circle[r="4"]')).toHaveLength(2);
  });

  it('should follow a finger as it follows a mouse (touch pointers)', async () => {
    await openMap();
    const touch = (type: string, x: number, y: number) =>
      act(async () => {
        marker().dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId: 7, pointerType: 'touch', clientX: x, clientY: y }));
      });
    await touch('pointerdown', MIDDLE.x + 3, MIDDLE.y - 20);
    await touch('pointermove', MIDDLE.x + 63, MIDDLE.y - 20);
    await touch('pointerup', MIDDLE.x + 63, MIDDLE.y - 20);
    // the tip moves as far as the finger, wherever on the pin the finger held it
    expectNear(geocoded[0], pointAt(DEFAULT_CENTER, 60, 0));
  });

  it('should send map.pick with the point under the dragged marker when it is released, and not before', async () => {
    await openMap();
    await pointer('pointerdown', MIDDLE.x, MIDDLE.y);
    await pointer('pointermove', MIDDLE.x + 15, MIDDLE.y - 10);
    await pointer('pointermove', MIDDLE.x + 30, MIDDLE.y - 20);
    expect(markerAt()).toBe(`translate(${MIDDLE.x + 30} ${MIDDLE.y - 20})`);
    expect(geocoded).toEqual([]);
    await pointer('pointerup', MIDDLE.x + 30, MIDDLE.y - 20);
    expect(geocoded).toHaveLength(1);
    expectNear(geocoded[0], pointAt(DEFAULT_CENTER, 30, -20));
  });

  it('should move the marker with the arrow keys and drop it on Enter, or a second after the last key', async () => {
    await openMap();
    await key('ArrowRight');
    await key('ArrowRight');
    await key('ArrowDown', true);
    await key('Enter');
    expect(geocoded).toHaveLength(1);
    expectNear(geocoded[0], pointAt(DEFAULT_CENTER, 20, 40));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await key('ArrowLeft');
    await act(async () => vi.advanceTimersByTime(KEY_DROP_DELAY_MS - 1));
    expect(geocoded).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(geocoded).toHaveLength(2);
    expectNear(geocoded[1], pointAt(DEFAULT_CENTER, 10, 40));
  });

  it('should follow the place the pick resolves to: the view and the marker move to it, and its places are drawn', async () => {
    await openMap();
    await pointer('pointerdown', MIDDLE.x, MIDDLE.y);
    await pointer('pointermove', MIDDLE.x - 50, MIDDLE.y + 40);
    await pointer('pointerup', MIDDLE.x - 50, MIDDLE.y + 40);
    expect(markerAt()).toBe(`translate(${MIDDLE.x - 50} ${MIDDLE.y + 40})`);
    await act(async () => answerGeocode(mapPlace));
    await vi.waitFor(() => expect(markerAt()).toBe(`translate(${MIDDLE.x} ${MIDDLE.y})`));
    expect(placesAsked.at(-1)).toMatchObject({ lat: mapPlace.lat, lng: mapPlace.lng });
    // a drop now is measured from the new centre
    await key('ArrowUp');
    await key('Enter');
    expectNear(geocoded.at(-1), pointAt(mapPlace, 0, -10));
  });
});
