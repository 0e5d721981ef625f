/** QR polling window when the settings give none (time_interval_payload; minutes). */
export const QR_WINDOW_DEFAULT_MINUTES = 5;
