import { describe, expect, it } from 'vitest';
import autocompleteRecording from './fixtures/places-autocomplete.json';
import detailsRecording from './fixtures/place-details.json';
import geocodeRecording from './fixtures/geocode-reverse.json';
import { createGooglePlaces, GEOCODE_URL, PLACE_DETAILS_FIELD_MASK, PLACES_AUTOCOMPLETE_URL, PLACES_DETAILS_URL } from './google-places';
import type { Fetch } from '../payments/http';

function replaying(status: number, body: unknown) {
  const sent: Array<{ url: string; init: RequestInit }> = [];
  const fetcher: Fetch = async (url, init) => {
    sent.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  };
  return { places: createGooglePlaces({ apiKey: 'server-key', fetch: fetcher }), sent };
}

describe('Google Places API (New) and Geocoding API (recorded answers, no network)', () => {
  it('should ask for suggestions in Vietnam only, in the interface language, within the typing session', async () => {
    const { places, sent } = replaying(200, autocompleteRecording.response);
    await places.autocomplete('Dinh Độc', { language: 'vi', sessionToken: 'session-1' });
    expect(sent[0].url).toBe(PLACES_AUTOCOMPLETE_URL);
    expect(sent[0].init.method).toBe('POST');
    expect(sent[0].init.headers).toMatchObject({ 'X-Goog-Api-Key': 'server-key' });
    expect(JSON.parse(String(sent[0].init.body))).toEqual({ input: 'Dinh Độc', includedRegionCodes: ['vn'], languageCode: 'vi', sessionToken: 'session-1' });
  });

  it('should turn place predictions into the gazetteer shape and leave query predictions out', async () => {
    const { places } = replaying(200, autocompleteRecording.response);
    expect(await places.autocomplete('Dinh Độc')).toEqual([
      {
        place_id: 'ChIJ0T2NLikpdTERKxE8d61aX_E',
        description: 'Dinh Độc Lập, Nam Kỳ Khởi Nghĩa, Bến Thành, Quận 1, Hồ Chí Minh, Việt Nam',
        main_text: 'Dinh Độc Lập',
        secondary_text: 'Nam Kỳ Khởi Nghĩa, Bến Thành, Quận 1, Hồ Chí Minh, Việt Nam',
      },
      {
        place_id: 'ChIJVVVVVX8vdTERjSsNZrYt9xU',
        description: 'Dinh Độc Lập Gate, 135 Nam Kỳ Khởi Nghĩa, Quận 1, Hồ Chí Minh',
        main_text: 'Dinh Độc Lập Gate',
        secondary_text: '135 Nam Kỳ Khởi Nghĩa, Quận 1, Hồ Chí Minh',
      },
    ]);
  });

  it("should throw on Google's error answer", async () => {
    const { places } = replaying(403, autocompleteRecording.error);
    await expect(places.autocomplete('Dinh Độc')).rejects.toThrow(/Places autocomplete answered 403: PERMISSION_DENIED/);
  });

  it('should read place details with a narrow field mask, ending the session with its token', async () => {
    const { places, sent } = replaying(200, detailsRecording.response);
    const place = await places.placeDetails('ChIJ0T2NLikpdTERKxE8d61aX_E', { language: 'vi', sessionToken: 'session-1' });
    expect(sent[0].url).toBe(`${PLACES_DETAILS_URL}ChIJ0T2NLikpdTERKxE8d61aX_E?languageCode=vi&sessionToken=session-1`);
    expect(sent[0].init.headers).toMatchObject({ 'X-Goog-Api-Key': 'server-key', 'X-Goog-FieldMask': PLACE_DETAILS_FIELD_MASK });
    expect(place).toEqual({
      place_id: 'ChIJ0T2NLikpdTERKxE8d61aX_E',
      name: 'Dinh Độc Lập',
      formatted_address: '135 Nam Kỳ Khởi Nghĩa, Bến Thành, Quận 1, Hồ Chí Minh 700000, Việt Nam',
      lat: 10.7769942,
      lng: 106.6953021,
    });
  });

  it('should answer no place for an id Google does not know', async () => {
    const { places } = replaying(404, detailsRecording.notFound);
    expect(await places.placeDetails('ChIJunknown')).toBeUndefined();
  });

  it('should reverse geocode a point to its most precise address, with the distance to it', async () => {
    const { places, sent } = replaying(200, geocodeRecording.response);
    const place = await places.reverseGeocode({ lat: 10.7753, lng: 106.7013 }, { language: 'en' });
    expect(sent[0].url).toBe(`${GEOCODE_URL}?latlng=10.7753%2C106.7013&key=server-key&language=en`);
    expect(place).toMatchObject({
      place_id: 'ChIJx6V9Rj8vdTERrH0s8VPsKXI',
      name: '36 Lê Lợi',
      formatted_address: '36 Lê Lợi, Bến Nghé, Quận 1, Hồ Chí Minh, Việt Nam',
      lat: 10.7752,
      lng: 106.7012,
    });
    expect(place!.distance_m).toBeGreaterThan(0);
    expect(place!.distance_m).toBeLessThan(30);
  });

  it('should answer no place when Google finds none, and throw when it refuses', async () => {
    expect(await replaying(200, geocodeRecording.zeroResults).places.reverseGeocode({ lat: 0, lng: 0 })).toBeUndefined();
    await expect(replaying(200, geocodeRecording.denied).places.reverseGeocode({ lat: 10, lng: 106 })).rejects.toThrow(/REQUEST_DENIED: The provided API key is invalid/);
  });
});
