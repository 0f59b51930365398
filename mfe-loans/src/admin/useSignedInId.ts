// The signed-in administrator's user id, from the shell's auth slice.
import { useSelector } from 'react-redux';
import { selectAuth } from '@coop/shared';

export const useSignedInId = (): number | undefined => useSelector(selectAuth).user?.user_id;
