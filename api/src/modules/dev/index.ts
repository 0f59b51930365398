// Development helpers (DEV_MODE=true only, never in production): the mails the outbox transport kept, and the areas'
// own development hooks (savings, loans, investments). Its routes check development mode themselves.
import { defineArea } from '../area';
import { devRoutes } from './routes';

export const devArea = defineArea({ name: 'dev', openRoutes: [devRoutes] });
