import { useEffect, useState } from 'react';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS } from '../../../domain/constants';
import type { Prediction } from '../../../machines/fulfilment/machine';
import { googleMapsAdapter } from '../../adapters/maps/live-maps';
import { pageTypingSession } from '../../adapters/maps/typing-session';
import { api } from '../../lib/api-client';
import { isLocale } from '../../lib/i18n';

const localeOf = (language: string) => (isLocale(language) ? language : 'ja');

/**
 * The place suggestions (Vietnam only) for `text`, after the debounce: from Google in the browser
 * when a key is given (useGooglemaps on), else from the API's maps service.
 */
export function usePlacePredictions(text: string, language: string, googleMapsKey?: string): Prediction[] {
  const [predictions, setPredictions] = useState<Prediction[]>([]);
  useEffect(() => {
    if ([...text.trim()].length < AUTOCOMPLETE_MIN_CHARS) {
      setPredictions([]);
      return;
    }
    const controller = new AbortController();
    const suggest = async (): Promise<Prediction[]> => {
      if (googleMapsKey) return (await googleMapsAdapter(googleMapsKey, () => localeOf(language))).suggest(text);
      const { data } = await api.GET('/maps/autocomplete', {
        params: { query: { input: text.trim(), language: localeOf(language), session_token: pageTypingSession.token() } },
        signal: controller.signal,
      });
      return data?.predictions ?? [];
    };
    const timer = setTimeout(() => {
      suggest()
        .then((found) => {
          if (!controller.signal.aborted) setPredictions(found);
        })
        .catch(() => setPredictions([]));
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, language, googleMapsKey]);
  return predictions;
}

/** The place of a picked suggestion, from the same provider as the suggestions (ending Google's typing session). */
export async function placeOfPrediction(placeId: string, language: string, googleMapsKey?: string) {
  if (googleMapsKey) return (await googleMapsAdapter(googleMapsKey, () => localeOf(language))).placeDetails(placeId);
  const { data } = await api.GET('/maps/place-details', { params: { query: { place_id: placeId, language: localeOf(language), session_token: pageTypingSession.end() } } });
  return data!.result;
}
