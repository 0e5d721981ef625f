import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { DraggableMap, LocalMapLabels } from '../../../adapters/maps/draggable-map';
import { mountDraggableMap } from '../../../adapters/maps/mount-draggable-map';
import { GOOGLE_MAPS_API_KEY } from '../../../adapters/maps/maps-key';
import { formatNumber } from '../../../lib/format';
import { getPlacesNear } from '../api/get-places-near';
import { FulfilmentContext } from '../context';

/** Ho Chi Minh City centre, where the marker starts without a picked place. */
export const DEFAULT_CENTER = { lat: 10.7769, lng: 106.7009 };

/**
 * The map with a draggable marker (Google's with a browser key, the local map otherwise); dropping it
 * reverse-geocodes the point (map.pick). The view follows the place the lookup resolves.
 */
export default function MapPicker() {
  const { t, i18n } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const map = useRef<DraggableMap | undefined>(undefined);
  const actor = FulfilmentContext.useActorRef();
  const place = FulfilmentContext.useSelector((s) => s.context.place);
  const { lat, lng } = place ? { lat: place.lat, lng: place.lng } : DEFAULT_CENTER;
  const language = i18n.locale;
  const centre = useRef({ lat, lng });
  centre.current = { lat, lng };
  const labels: LocalMapLabels = {
    marker: t`Marker of your address`,
    instructions: t`Drag the marker, or move it with the arrow keys and press Enter, to choose your address.`,
    note: t`Local map: no map service is configured, so only the known places are drawn.`,
    metres: (metres) => {
      const length = formatNumber(metres, language);
      return t`${length} m`;
    },
  };

  useEffect(() => {
    if (!ref.current) return;
    let cancelled = false;
    mountDraggableMap(ref.current, { lat, lng }, (point) => actor.send({ type: 'map.pick', ...point }), {
      key: GOOGLE_MAPS_API_KEY,
      language,
      labels,
      placesNear: (center, radius) => getPlacesNear(center, radius),
    })
      .then((mounted) => {
        if (cancelled) return mounted.remove();
        map.current = mounted;
        // a place resolved while the map's script loaded
        if (centre.current.lat !== lat || centre.current.lng !== lng) mounted.recentre(centre.current);
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = undefined;
    };
    // The map is created once (a Google map load is billed; the local map's words are the language's at opening).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);

  // Each resolved place (the dropped marker's nearest address, even the same one again, or one typed) moves the view
  // and the marker to it: the order is delivered there, not to the dropped point.
  useEffect(() => {
    map.current?.recentre(centre.current);
  }, [place]);

  // Google's map fills the box it is given; the local map sets its own height (the view and its caption).
  return <div ref={ref} role="application" aria-label={t`Map: drag the marker to your address`} style={GOOGLE_MAPS_API_KEY ? { height: '320px' } : undefined} />;
}
