/** The live maps key (build time); without it the open-map option is hidden. */
export const GOOGLE_MAPS_API_KEY: string | undefined = import.meta.env.VITE_GOOGLE_MAPS_API_KEY || undefined;
