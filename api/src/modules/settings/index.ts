// The society's settings: members read them; administrators change them (some by proposal).
import { defineArea } from '../area';
import { settingsRoutes } from './routes';

export const settingsArea = defineArea({ name: 'settings', routes: [settingsRoutes] });
