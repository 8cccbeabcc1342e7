import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../auth';

/** Logs out (spec 1 §4.2): ends the session, forgets the user's data and goes to the home page. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await signOut();
    queryClient.clear();
    await navigate('/');
  }, [signOut, navigate, queryClient]);
}
