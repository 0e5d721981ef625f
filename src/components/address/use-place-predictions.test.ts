import { beforeEach, describe, expect, it, vi } from 'vitest';
import { placeOfPrediction } from './use-place-predictions';

const loadGoogleLibrary = vi.hoisted(() => vi.fn());
const apiGet = vi.hoisted(() => vi.fn());
vi.mock('../../adapters/maps/google-loader', () => ({ loadGoogleLibrary }));
vi.mock('../../lib/api-client', () => ({ api: { GET: apiGet } }));

class FakePlace {
  id: string;
  displayName = 'Dinh Độc Lập';
  formattedAddress = '135 Nam Kỳ Khởi Nghĩa, Quận 1, Hồ Chí Minh';
  location = { lat: () => 10.777, lng: () => 106.6953 };
  constructor({ id }: { id: string }) {
    this.id = id;
  }
  fetchFields = vi.fn(async () => ({ place: this }));
}

beforeEach(() => {
  loadGoogleLibrary.mockReset().mockResolvedValue({ Place: FakePlace });
  apiGet.mockReset().mockResolvedValue({ data: { result: { place_id: 'hcm-landmark-1', name: 'Dinh Độc Lập', formatted_address: 'Dinh Độc Lập, Quận 1', lat: 10.777, lng: 106.695 } } });
});

describe("the saved-address form's picked place", () => {
  it("should come from the API's maps service without a Google key", async () => {
    expect(await placeOfPrediction('hcm-landmark-1', 'vi')).toMatchObject({ place_id: 'hcm-landmark-1' });
    expect(apiGet).toHaveBeenCalledWith('/maps/place-details', { params: { query: { place_id: 'hcm-landmark-1', language: 'vi' } } });
    expect(loadGoogleLibrary).not.toHaveBeenCalled();
  });

  it('should come from Google in the browser with a key (useGooglemaps on)', async () => {
    const place = await placeOfPrediction('ChIJ0T2NLikpdTERKxE8d61aX_E', 'ja', 'browser-key');
    expect(apiGet).not.toHaveBeenCalled();
    expect(loadGoogleLibrary).toHaveBeenCalledWith('places', { key: 'browser-key', language: 'ja' });
    expect(place).toEqual({ place_id: 'ChIJ0T2NLikpdTERKxE8d61aX_E', name: 'Dinh Độc Lập', formatted_address: '135 Nam Kỳ Khởi Nghĩa, Quận 1, Hồ Chí Minh', lat: 10.777, lng: 106.6953 });
  });
});
