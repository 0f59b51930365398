// The society's settings: members read them; administrators change them (some by proposal).
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { settingsRoutes } from './routes';

export const settingsArea = defineArea({ name: 'settings', routes: [settingsRoutes] });
