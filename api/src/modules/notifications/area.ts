// A member's notifications: the list, and marking them read.
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { notificationRoutes } from './routes';

export const notificationsArea = defineArea({ name: 'notifications', routes: [notificationRoutes] });
