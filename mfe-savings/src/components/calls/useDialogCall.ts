// A payment dialog's handle on one of the remote's calls (the kit's useDialogCall): the error since it opened, and a
// `dismiss` that keeps an intent whose outcome is unknown.
import { useDialogCall as useKitDialogCall } from '@coop/shared';
import { calls } from '../../features/calls';

export const useDialogCall = (id: string, open: boolean) => useKitDialogCall(calls.useCall(id), open);
