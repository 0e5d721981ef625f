import { describe, expect, it, vi } from 'vitest';
import { createGoogleMapsAdapter, PLACE_FIELDS, ROUTE_MATRIX_FIELDS, type GoogleLibraries } from './google-places';

/**
 * A fake google.maps namespace: the classes the adapter uses, recording what it asks. Shapes follow
 * Google's Maps JavaScript API reference (places: AutocompleteSuggestion, PlacePrediction, Place;
 * geocoding: Geocoder; routes: RouteMatrix with rows of items).
 */
function fakeGoogle() {
  const requests: { autocomplete: google.maps.places.AutocompleteRequest[]; fetched: Array<{ id: string; fields: string[]; sessionToken?: unknown }>; geocode: unknown[]; matrix: unknown[] } = {
    autocomplete: [],
    fetched: [],
    geocode: [],
    matrix: [],
  };
  let tokens = 0;
  class AutocompleteSessionToken {
    readonly serial = ++tokens;
  }
  const latLng = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng });
  class Place {
    id: string;
    displayName?: string;
    formattedAddress?: string;
    location?: ReturnType<typeof latLng>;
    constructor(private readonly options: { id: string; sessionToken?: AutocompleteSessionToken }) {
      this.id = options.id;
    }
    async fetchFields({ fields }: { fields: string[] }) {
      requests.fetched.push({ id: this.id, fields, sessionToken: this.options.sessionToken });
      this.displayName = 'Dinh Độc Lập';
      this.formattedAddress = '135 Nam Kỳ Khởi Nghĩa, Bến Thành, Quận 1, Hồ Chí Minh, Việt Nam';
      this.location = latLng(10.7769942, 106.6953021);
      return { place: this };
    }
  }
  const prediction = (placeId: string, text: string, main: string, secondary: string, token: AutocompleteSessionToken) => ({
    placeId,
    text: { text },
    mainText: { text: main },
    secondaryText: { text: secondary },
    toPlace: () => new Place({ id: placeId, sessionToken: token }),
  });
  const AutocompleteSuggestion = {
    async fetchAutocompleteSuggestions(request: google.maps.places.AutocompleteRequest) {
      requests.autocomplete.push(request);
      const token = request.sessionToken as unknown as AutocompleteSessionToken;
      return {
        suggestions: [
          { placePrediction: prediction('ChIJ0T2NLikpdTERKxE8d61aX_E', 'Dinh Độc Lập, Quận 1, Hồ Chí Minh', 'Dinh Độc Lập', 'Quận 1, Hồ Chí Minh', token) },
          { placePrediction: null, queryPrediction: { text: { text: 'Dinh Độc Lập tickets' } } },
        ],
      };
    },
  };
  class Geocoder {
    async geocode(request: unknown) {
      requests.geocode.push(request);
      return {
        results: [{ place_id: 'ChIJx6V9Rj8vdTERrH0s8VPsKXI', formatted_address: '36 Lê Lợi, Bến Nghé, Quận 1, Hồ Chí Minh, Việt Nam', geometry: { location: latLng(10.7752, 106.7012) } }],
      };
    }
  }
  const RouteMatrix = {
    async computeRouteMatrix(request: unknown) {
      requests.matrix.push(request);
      return {
        matrix: {
          rows: [
            {
              items: [
                { condition: 'ROUTE_EXISTS', distanceMeters: 850, durationMillis: 161_000 },
                { condition: 'ROUTE_EXISTS', distanceMeters: 12_460, durationMillis: 2_110_000 },
                { condition: 'ROUTE_NOT_FOUND' },
              ],
            },
          ],
        },
      };
    },
  };
  const libraries = {
    places: vi.fn(async () => ({ AutocompleteSuggestion, AutocompleteSessionToken, Place })),
    geocoding: vi.fn(async () => ({ Geocoder })),
    routes: vi.fn(async () => ({ RouteMatrix })),
  };
  return { libraries: libraries as unknown as GoogleLibraries & typeof libraries, requests };
}

describe("the Google maps adapter (a fake google.maps namespace, no Google's script)", () => {
  it('should not ask Google before 5 letters, and ask in Vietnam only in the interface language after', async () => {
    const { libraries, requests } = fakeGoogle();
    const maps = createGoogleMapsAdapter(libraries, () => 'vi');
    expect(await maps.suggest('Dinh')).toEqual([]);
    expect(libraries.places).not.toHaveBeenCalled();
    expect(await maps.suggest('Dinh Đ')).toEqual([
      { place_id: 'ChIJ0T2NLikpdTERKxE8d61aX_E', description: 'Dinh Độc Lập, Quận 1, Hồ Chí Minh', main_text: 'Dinh Độc Lập', secondary_text: 'Quận 1, Hồ Chí Minh' },
    ]);
    expect(requests.autocomplete[0]).toMatchObject({ input: 'Dinh Đ', includedRegionCodes: ['vn'], language: 'vi' });
  });

  it('should keep one session token while the customer types and end it with the details call', async () => {
    const { libraries, requests } = fakeGoogle();
    const maps = createGoogleMapsAdapter(libraries, () => 'en');
    await maps.suggest('Dinh Độ');
    await maps.suggest('Dinh Độc');
    const [first, second] = requests.autocomplete.map((request) => request.sessionToken);
    expect(first).toBeDefined();
    expect(second).toBe(first);

    const place = await maps.placeDetails('ChIJ0T2NLikpdTERKxE8d61aX_E');
    expect(requests.fetched).toEqual([{ id: 'ChIJ0T2NLikpdTERKxE8d61aX_E', fields: PLACE_FIELDS, sessionToken: first }]);
    expect(place).toEqual({
      place_id: 'ChIJ0T2NLikpdTERKxE8d61aX_E',
      name: 'Dinh Độc Lập',
      formatted_address: '135 Nam Kỳ Khởi Nghĩa, Bến Thành, Quận 1, Hồ Chí Minh, Việt Nam',
      lat: 10.7769942,
      lng: 106.6953021,
    });

    await maps.suggest('Bến Thành');
    expect(requests.autocomplete[2]!.sessionToken).not.toBe(first);
  });

  it('should read details of a place that no suggestion of this session named without a session token', async () => {
    const { libraries, requests } = fakeGoogle();
    await createGoogleMapsAdapter(libraries, () => 'ja').placeDetails('ChIJsaved');
    expect(requests.fetched).toEqual([{ id: 'ChIJsaved', fields: PLACE_FIELDS, sessionToken: undefined }]);
  });

  it("should reverse geocode the marker's point to the most precise address", async () => {
    const { libraries, requests } = fakeGoogle();
    const place = await createGoogleMapsAdapter(libraries, () => 'vi').reverseGeocode({ lat: 10.7753, lng: 106.7013 });
    expect(requests.geocode).toEqual([{ location: { lat: 10.7753, lng: 106.7013 }, language: 'vi' }]);
    expect(place).toEqual({ place_id: 'ChIJx6V9Rj8vdTERrH0s8VPsKXI', name: '36 Lê Lợi', formatted_address: '36 Lê Lợi, Bến Nghé, Quận 1, Hồ Chí Minh, Việt Nam', lat: 10.7752, lng: 106.7012 });
  });

  it('should measure driving distances to the stores: driving, metric, no highways or tolls, a row per store', async () => {
    const { libraries, requests } = fakeGoogle();
    const origin = { lat: 10.7769, lng: 106.7009 };
    const rows = await createGoogleMapsAdapter(libraries, () => 'vi').drivingDistances(origin, [
      { id: 'S001', lat: 10.78, lng: 106.7 },
      { id: 'S002', lat: 10.85, lng: 106.77 },
      { id: 'H001', lat: 21.03, lng: 105.85 },
    ]);
    expect(requests.matrix).toEqual([
      {
        origins: [{ waypoint: origin, routeModifiers: { avoidHighways: true, avoidTolls: true } }],
        destinations: [
          { lat: 10.78, lng: 106.7 },
          { lat: 10.85, lng: 106.77 },
          { lat: 21.03, lng: 105.85 },
        ],
        travelMode: 'DRIVING',
        routingPreference: 'TRAFFIC_UNAWARE',
        units: 0,
        fields: ROUTE_MATRIX_FIELDS,
      },
    ]);
    expect(rows).toEqual([
      { id: 'S001', status: 'OK', distance: { value: 850, text: '850 m' }, duration: { value: 161, text: '3 mins' } },
      { id: 'S002', status: 'OK', distance: { value: 12460, text: '12.5 km' }, duration: { value: 2110, text: '35 mins' } },
      { id: 'H001', status: 'ZERO_RESULTS' },
    ]);
  });
});
