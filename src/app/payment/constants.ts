import { DEFAULT_SETTINGS } from '../../../domain/settings';

/** QR polling window when the settings give none (time_interval_payload; minutes): the one default of domain/settings. */
export const QR_WINDOW_DEFAULT_MINUTES = DEFAULT_SETTINGS.time_interval_payload;
