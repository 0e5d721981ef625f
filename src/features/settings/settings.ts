// Kept at this path only for src/app/first-visit, which server rendering replaces; the module lives under src/app.
export { parseSettings } from '../../app/settings/settings';
