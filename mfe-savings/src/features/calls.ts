// The remote's one calls saga (the kit's createCalls): every change the savings screens and the console's savings
// section ask for, and the version every screen's read is keyed on.
import { createCalls } from '@coop/shared';
import { FEATURE_KEY } from './key';
import { REPLY_MESSAGES } from './messages';

export const calls = createCalls(FEATURE_KEY, { messages: REPLY_MESSAGES });

/** the names of the formatters in ./messages */
export type ReplyMessageName = keyof typeof REPLY_MESSAGES;
