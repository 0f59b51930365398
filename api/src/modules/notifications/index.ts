// A member's notifications: the list, and marking them read.
import { defineArea } from '../area';
import { notificationRoutes } from './routes';

export const notificationsArea = defineArea({ name: 'notifications', routes: [notificationRoutes] });
