import { z } from 'zod';
import { recordId } from '../../http/validation';

export const deleteNotificationBody = z.object({ id: recordId('The notification id') }, { error: 'The notification id is required' });
