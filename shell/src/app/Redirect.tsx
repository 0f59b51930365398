import { useEffect } from 'react';
import { setLastUrl, useNavigate } from '@coop/shared';

/** Replaces the current entry with `to`, first remembering `rememberPath` as lasturl when given. */
export function Redirect({ to, rememberPath }: { to: string; rememberPath?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (rememberPath) setLastUrl(rememberPath);
    navigate(to, { replace: true });
  }, [to, rememberPath, navigate]);
  return null;
}
