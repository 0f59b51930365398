// Development helpers (DEV_MODE=true only, never in production): the mails the outbox transport kept, and the areas'
// own development hooks (savings, loans, investments). Its routes check development mode themselves.
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { devRoutes } from './routes';

export const devArea = defineArea({ name: 'dev', openRoutes: [devRoutes] });
