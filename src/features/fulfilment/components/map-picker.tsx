import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { GOOGLE_MAPS_API_KEY, mountDraggableMap } from '../../../adapters/maps/google-map';
import { FulfilmentContext } from '../provider';

/** Ho Chi Minh City centre, where the marker starts without a picked place. */
const DEFAULT_CENTER = { lat: 10.7769, lng: 106.7009 };

/** Google map with a draggable marker; dropping it reverse-geocodes the point (map.pick). */
export default function MapPicker() {
  const { t, i18n } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const actor = FulfilmentContext.useActorRef();
  const place = FulfilmentContext.useSelector((s) => s.context.place);
  const center = place ? { lat: place.lat, lng: place.lng } : DEFAULT_CENTER;
  const { lat, lng } = center;
  const language = i18n.locale;

  useEffect(() => {
    if (!ref.current || !GOOGLE_MAPS_API_KEY) return;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    mountDraggableMap(ref.current, { lat, lng }, (point) => actor.send({ type: 'map.pick', ...point }), {
      key: GOOGLE_MAPS_API_KEY,
      language,
    })
      .then((remove) => (cancelled ? remove() : (cleanup = remove)))
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
      cleanup?.();
    };
    // The map is created once; later places move the marker by the customer's own drag.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);

  return <div ref={ref} role="application" aria-label={t`Map: drag the marker to your address`} style={{ height: '320px' }} />;
}
