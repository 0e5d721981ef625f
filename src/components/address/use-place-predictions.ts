import { useEffect, useState } from 'react';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS } from '../../../domain/constants';
import type { Prediction } from '../../../machines/fulfilment/machine';
import { api } from '../../lib/api-client';
import { isLocale } from '../../lib/i18n';

/** The place suggestions (maps service, Vietnam only) for `text`, after the debounce. */
export function usePlacePredictions(text: string, language: string): Prediction[] {
  const [predictions, setPredictions] = useState<Prediction[]>([]);
  useEffect(() => {
    if ([...text.trim()].length < AUTOCOMPLETE_MIN_CHARS) {
      setPredictions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .GET('/maps/autocomplete', { params: { query: { input: text.trim(), language: isLocale(language) ? language : 'ja' } }, signal: controller.signal })
        .then(({ data }) => setPredictions(data?.predictions ?? []))
        .catch(() => setPredictions([]));
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, language]);
  return predictions;
}
